/**
 * Debian's Chromium (never a downloaded browser). The screenshots and the benchmarks run the full browser, as a visitor
 * does. The tests run Debian's build of Chromium's headless shell (package chromium-headless-shell), the same engine at
 * the same version without the browser's own interface: what Playwright itself launches for a headless run. The suite
 * is bound by CPU on 2 cores, and the shell spends less of it on the same pages (measured in BENCHMARKS.md).
 * CHROMIUM_PATH sets either (GitHub's runners use their Google Chrome).
 */
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const testChromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

// Without the background-networking flags Chromium keeps calling Google's hosts, which this network refuses.
const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, chromiumSwitches.ts). Chromium honours
 * only the last `--disable-features` switch, so one that adds names must carry these too;
 * __tests__/site/chromium-launch.test.ts fails when Playwright's list changes.
 */
const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium 156 renders its address bar's popups as WebUI pages, even headless, and keeps them busy:
 * every page a test opened cost about a core-second more, and an open page kept a third of a core
 * working (20 fresh pages of the site: 38.6 core-seconds with them, 18 without). No test uses the address bar.
 */
const omniboxPopups = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/**
 * The flags for a Chromium that Playwright launches (Lighthouse's launcher has its own feature list: chromiumFlags alone).
 * The headless shell hints fonts unless told not to, and the full browser here does not: with hinting, words set in
 * the sized fallback fonts come out a few pixels wider or narrower than the full browser sets them, and
 * latin-fallbacks.test fails. Without it, the shell lays text out as the browser does.
 */
const playwrightFlags = [
  ...chromiumFlags,
  "--font-render-hinting=none",
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopups].join(",")}`,
];

module.exports = { chromiumPath, testChromiumPath, chromiumFlags, playwrightFlags, omniboxPopups };
