import apis from "gatsby/apis.json";

/**
 * Gatsby reads gatsby-node, gatsby-ssr and gatsby-browser as lists of its APIs: any other export is
 * reported as "error Your plugins must export known APIs from their gatsby-node" in the build log,
 * which still ends in success, so nothing else would notice it. Helpers live in src/.
 */
const unknownExports = (moduleExports: object, known: object) =>
  // __esModule: the mark Babel's CommonJS output adds, which Gatsby's own compile adds too.
  Object.keys(moduleExports).filter((name) => name !== "__esModule" && !(name in known));

test.each([
  ["gatsby-node", apis.node],
  ["gatsby-ssr", apis.ssr],
  ["gatsby-browser", apis.browser],
] as const)("%s exports only Gatsby's APIs", (file, known) => {
  const moduleExports = require(`../${file}`);
  expect(Object.keys(moduleExports).length).toBeGreaterThan(0);
  expect(unknownExports(moduleExports, known)).toEqual([]);
});

test("the check names a helper exported from gatsby-node", () => {
  const planted = { ...require("../gatsby-node"), documentWordsOf: () => [] };
  expect(unknownExports(planted, apis.node)).toEqual(["documentWordsOf"]);
});
