import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

/**
 * One real `gatsby build` of a copy whose content/images/ holds a 394-byte YAML alias bomb: each
 * line multiplies what gatsby-plugin-mdx's reader expands and Gatsby walks by nine, so a file of
 * about 500 bytes outlasts CI. The build must stop before Gatsby sources any file, naming it.
 */
const {
  copySite,
  gatsbyCli,
}: { copySite: (prefix: string) => string; gatsbyCli: string } = require("../../scripts/site-copy.cjs");

jest.setTimeout(300_000);

const bomb = [
  "---",
  'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
  ...["b", "c", "d", "e", "f", "g", "h", "i"].map(
    (name, index) => `${name}: &${name} [${Array(9).fill(`*${"abcdefgh"[index]}`).join(", ")}]`,
  ),
  "---",
  "",
].join("\n");

let build: { status: number | null; output: string };

beforeAll(() => {
  const site = copySite("alias-bomb-");
  try {
    fs.writeFileSync(path.join(site, "content/images/notes.md"), bomb);
    const result = spawnSync(process.execPath, [gatsbyCli, "build"], {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, CI: "true", NO_COLOR: "1" },
      timeout: 240_000,
    });
    build = { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test("a YAML alias bomb in content/images/ stops the build before Gatsby reads any file, naming it", () => {
  expect(build.status).not.toBe(0);
  expect(build.output).toContain(
    "content/images/notes.md: file is not a picture (.jpg, .jpeg, .png, .webp): content/images/ holds only pictures",
  );
  // Stopped at onPreBootstrap: no file was sourced, so nothing was expanded.
  expect(build.output).not.toMatch(/source and transform nodes/);
});
