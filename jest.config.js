const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  // decap-cms-core: its ES-module formatters are the CMS's own serializer, which the round-trip test uses.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js|decap-cms-app|decap-cms-core)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
};

/** unit: components and libraries in jsdom. site: the built site in public/, read and driven in Chromium. */
module.exports = {
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
