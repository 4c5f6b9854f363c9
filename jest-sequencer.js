const Sequencer = require("@jest/test-sequencer").default;

/**
 * How long the slowest test files of the built site took in an `npm test` (the "Slowest files" it
 * prints; 28 November 2026, 16:21 UTC, 2,755 passed, the machine shared at load 4 to 12), and the rest
 * from a clean-clone run of 11:42 UTC. Jest starts the files it has no time for in its cache by size,
 * which on a fresh CI machine left every-route (three minutes) to start late. These start first, longest
 * first (cms.test, with its production build of a copy and two warm builds of it, is the long pole), and
 * the rest follow in jest's own order.
 */
const measuredSeconds = {
  "__tests__/site/cms.test.ts": 437,
  "__tests__/site/gates/every-route.test.ts": 276,
  "__tests__/site/cms-local.test.ts": 259,
  "__tests__/site/layout.test.ts": 67,
  "__tests__/site/what-a-visitor-sees.test.ts": 143,
  "__tests__/site/bad-content-build.test.ts": 33,
  "__tests__/site/consent.test.ts": 33,
};

class LongestFirst extends Sequencer {
  sort(tests) {
    // The longer of jest's time from the last run and the measured one: a run that failed early left a short one.
    const expected = (test) =>
      Math.max(
        test.duration ?? 0,
        (measuredSeconds[test.path.slice(test.context.config.rootDir.length + 1)] ?? 0) * 1000,
      );
    return super.sort(tests).sort((a, b) => expected(b) - expected(a));
  }
}

module.exports = LongestFirst;
