import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { aliasBomb } from "../support/frontmatter-payload";

/**
 * One real `gatsby build` of a copy whose content/images/ holds a YAML alias bomb (../support/frontmatter-payload.ts).
 * The build must stop before Gatsby sources any file, naming it.
 */
import { copySite, gatsbyCli } from "./support/site-copy";

jest.setTimeout(300_000);

let build: { status: number | null; output: string };

beforeAll(() => {
  const site = copySite("alias-bomb-");
  try {
    fs.writeFileSync(path.join(site, "content/images/notes.md"), aliasBomb);
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
