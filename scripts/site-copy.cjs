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

/** Leaves in the copy's content/<folder>/ (every language) only the documents of `slugs`: a smaller site builds sooner. */
const keepOnly = (site, folder, slugs) => {
  for (const lang of fs.readdirSync(path.join(site, "content", folder))) {
    const dir = path.join(site, "content", folder, lang);
    for (const name of fs.readdirSync(dir))
      if (!slugs.includes(name.replace(/\.mdx?$/, ""))) fs.rmSync(path.join(dir, name));
  }
};

const gatsbyCli = path.join(root, "node_modules/gatsby/cli.js");

module.exports = { copySite, gatsbyCli, keepOnly, root };
