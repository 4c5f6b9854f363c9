/** @mdx-js/mdx 2 and the packages it loads, all ES modules only (npm ls --all @mdx-js/mdx). */
const mdxModules = [
  "@mdx-js",
  "unified",
  "bail",
  "trough",
  "is-plain-obj",
  "vfile",
  "vfile-message",
  "remark-.*",
  "micromark.*",
  "mdast-util-.*",
  "unist-util-.*",
  "hast-util-.*",
  "estree-util-.*",
  "estree-walker",
  "periscopic",
  "is-reference",
  "decode-named-character-reference",
  "character-.*",
  "parse-entities",
  "stringify-entities",
  "is-alphanumerical",
  "is-alphabetical",
  "is-decimal",
  "is-hexadecimal",
  "property-information",
  "space-separated-tokens",
  "comma-separated-tokens",
  "longest-streak",
  "zwitch",
  "ccount",
  "trim-lines",
];

const { decapYamlFile, decapYamlSpecifier } = require("./src/cms/plugin/decap-yaml");

const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
    // ES modules whose package exports offer only an "import" entry, which jest's require() does not match.
    "^(estree-walker|periscopic|is-reference)$": "<rootDir>/node_modules/$1/src/index.js",
    // Decap's YAML serializer, which the CMS's format writes with: inside decap-cms-app's own dependencies.
    [`^${decapYamlSpecifier}$`]: decapYamlFile,
  },
  // decap-cms-core: its ES-module formatters are the CMS's own serializer, which the round-trip test uses.
  // @mdx-js/mdx and the ES modules it loads: the content policy parses MDX with it.
  // yaml: the frontmatter reader's parser, whose browser build (jsdom's choice) is an ES module.
  transformIgnorePatterns: [
    `node_modules/(?!(${["gatsby", "gatsby-script", "gatsby-link", "decap-cms-app", "decap-cms-core", "yaml", ...mdxModules].join("|")})/)`,
  ],
  globals: { __PATH_PREFIX__: "" },
};

/** unit: components and libraries in jsdom. site: the built site in public/, read and driven in Chromium. */
module.exports = {
  testSequencer: "<rootDir>/jest-sequencer.js",
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
      testPathIgnorePatterns: ["/node_modules/", "\\.cache", "<rootDir>/public", "<rootDir>/__tests__/site/"],
      setupFiles: ["<rootDir>/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
    },
    {
      ...shared,
      displayName: "site",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/site/**/*.test.ts"],
    },
  ],
};
