/**
 * Decap's own YAML serializer (decap-cms-core's dist/esm/formats/yaml.js, with the yaml 1.10 it
 * imports), which src/cms/format.ts writes frontmatter with. decap-cms-core is decap-cms-app's
 * dependency, not the site's, so the CMS bundle (gatsby-node.js here) and jest (jest.config.js)
 * are told where it is, as decap-cms-app itself would find it.
 */
const path = require("path");

const decapYamlSpecifier = "decap-cms-core/dist/esm/formats/yaml";

const decapYamlFile = require.resolve(decapYamlSpecifier, {
  paths: [path.dirname(require.resolve("decap-cms-app/package.json"))],
});

module.exports = { decapYamlSpecifier, decapYamlFile };
