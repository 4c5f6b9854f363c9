/** scripts/site-copy.cjs with its types: copies of the whole site, for the tests that build or run one. */
const siteCopy: {
  copySite: (prefix: string) => string;
  gatsbyCli: string;
} = require("../../../scripts/site-copy.cjs");

export const { copySite, gatsbyCli } = siteCopy;
