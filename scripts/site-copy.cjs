/** A throw-away copy of the site (sharing node_modules) for builds that must not touch the repository. */
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const siteFiles = [
  "content",
  "src",
  "static",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "package.json",
  "tsconfig.json",
];

const copySite = (prefix) => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of siteFiles) fs.cpSync(path.join(root, entry), path.join(site, entry), { recursive: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"), "dir");
  return site;
};

const gatsbyCli = path.join(root, "node_modules/gatsby/cli.js");

module.exports = { copySite, gatsbyCli, root };
