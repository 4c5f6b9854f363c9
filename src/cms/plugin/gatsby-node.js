/**
 * gatsby-plugin-decap-cms builds /admin/ in its own webpack compilation (these node APIs).
 * Its gatsby-browser.js only serves Netlify Identity, which this site does not use, yet
 * would add to every public page's app bundle; taking the node APIs alone leaves it out.
 */
const decap = require("gatsby-plugin-decap-cms/gatsby-node");
const { decapYamlFile, decapYamlSpecifier } = require("./decap-yaml");

/**
 * public/_headers caches every *.js for a year (Gatsby's names carry content hashes; the
 * CMS's do not). So every script /admin/ loads gets a name or query that changes with it.
 */
const cacheBustingNames = (config) => {
  config.output = { ...config.output, chunkFilename: "[name].[contenthash].js" };
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "HtmlWebpackPlugin") plugin.options.hash = true;
    if (plugin.constructor.name === "HtmlWebpackTagsPlugin") plugin.options.useHash = true;
  }
};

/**
 * Terser's compress pass over the CMS bundle (0.6 MB, most of it the MDX compiler the previews
 * run) took about 20 of every build's 100 seconds, for code 9% smaller that only editors load,
 * after Decap's own 4.4 MB. Mangling and whitespace removal stay; the site's bundles keep Gatsby's full minifier.
 */
const withoutCompressPass = (config, plugins) => {
  config.optimization = {
    ...config.optimization,
    minimizer: [plugins.minifyJs({ terserOptions: { compress: false } }), plugins.minifyCss()],
  };
};

/**
 * The plugin gives the built CMS bundle a full source map (3 MB beside its 0.8 MB, that nothing
 * loads): writing it, and Terser keeping it in step, cost every build (the test suite makes two)
 * CPU time for nothing an editor sees. `npm run cms` (develop) keeps its map for debugging.
 */
const withoutProductionSourceMap = (config) => {
  if (config.mode === "production") config.devtool = false;
};

/**
 * The plugin copies Decap's, React's and ReactDOM's prebuilt, minified files beside the bundle. Terser
 * took them for the bundle's own and minified them again: the 4.4 MB decap-cms-app.js alone cost about
 * 20 core-seconds of every build, and its copied source map no longer matched it. Marked minimized,
 * they ship as published.
 */
const prebuiltFilesAsPublished = (config) => {
  for (const plugin of config.plugins)
    if (plugin.constructor.name === "CopyPlugin")
      plugin.patterns = plugin.patterns.map((pattern) => ({ ...pattern, info: { minimized: true } }));
};

/** src/cms/format.ts imports Decap's YAML serializer, which is inside decap-cms-app's own dependencies. */
const decapYamlResolvable = (config) => {
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, [`${decapYamlSpecifier}$`]: decapYamlFile },
  };
};

/**
 * Font files are files under /admin/static/, never data: URLs (Gatsby's rule inlines those under 10 KB, the Arabic
 * face's digits): the CMS's CSP allows fonts from 'self' only, as the site's does (gatsby-node.ts does the same there).
 */
const fontsAsFiles = (config, loaders) => {
  config.module.rules = config.module.rules.map((rule) =>
    rule.test instanceof RegExp && rule.test.test("font.woff2") ? { ...rule, use: [loaders.file()] } : rule,
  );
};

exports.onPreInit = decap.onPreInit;
exports.onCreateDevServer = decap.onCreateDevServer;
/**
 * The browser has no SITE_URL: the base URL the site is built for (the `siteUrl` option, from
 * gatsby-config's resolveSiteUrl) is written into the CMS bundle, where src/cms/config.ts reads it.
 */
exports.onCreateWebpackConfig = (api, { siteUrl, ...options }) =>
  decap.onCreateWebpackConfig(api, {
    ...options,
    customizeWebpackConfig: (config, { plugins, loaders }) => {
      cacheBustingNames(config);
      withoutCompressPass(config, plugins);
      prebuiltFilesAsPublished(config);
      withoutProductionSourceMap(config);
      decapYamlResolvable(config);
      fontsAsFiles(config, loaders);
      config.plugins.push(plugins.define({ "process.env.SITE_URL": JSON.stringify(siteUrl) }));
    },
  });
