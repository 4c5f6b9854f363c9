/**
 * The yardstick for `npm run bench`: a bare one-page Gatsby site (the same Gatsby,
 * React and plugins-free config), built in a temporary folder that borrows this
 * project's node_modules through a symlink, so it costs no install.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const installedVersion = (projectDir, name) =>
  JSON.parse(fs.readFileSync(path.join(projectDir, "node_modules", name, "package.json"), "utf8")).version;

const files = (projectDir) => ({
  // Gatsby builds only a folder whose package.json depends on it.
  "package.json": JSON.stringify(
    {
      name: "bare-gatsby-site",
      private: true,
      dependencies: Object.fromEntries(
        ["gatsby", "react", "react-dom"].map((name) => [name, installedVersion(projectDir, name)]),
      ),
    },
    null,
    2,
  ),
  "gatsby-config.js": "module.exports = { siteMetadata: { title: 'Bare Gatsby' } };\n",
  "src/pages/index.js": `import * as React from "react";

const IndexPage = () => (
  <main>
    <h1>Bare Gatsby</h1>
    <p>A one-page Gatsby site with nothing added: the floor this project is measured against.</p>
  </main>
);

export default IndexPage;

export const Head = () => <title>Bare Gatsby</title>;
`,
});

/** Builds the bare site and returns its folder (public/ inside). */
export const buildBareSite = (projectDir) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bare-gatsby-"));
  for (const [file, text] of Object.entries(files(projectDir))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(dir, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [path.join(projectDir, "node_modules/gatsby/cli.js"), "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error(`The bare Gatsby site did not build (in ${dir})`);
  return dir;
};

export const removeBareSite = (dir) => fs.rmSync(dir, { recursive: true, force: true });
