import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

/**
 * A real `gatsby build` of a copy of the site with one editor mistake planted:
 * the build must stop and name the file and the field. These fail while
 * sourcing or creating pages, before webpack, so each takes seconds.
 */
const {
  copySite,
  gatsbyCli,
}: { copySite: (prefix: string) => string; gatsbyCli: string } = require("../../scripts/site-copy.cjs");

const buildWith = (plant: (site: string) => void) => {
  const site = copySite("bad-content-");
  plant(site);
  const result = spawnSync(process.execPath, [gatsbyCli, "build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, CI: "true", NO_COLOR: "1" },
    timeout: 240_000,
  });
  fs.rmSync(site, { recursive: true, force: true });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

const editService = (site: string, slug: string, edit: (text: string) => string) => {
  const file = path.join(site, "content/services", `${slug}.mdx`);
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")));
};

jest.setTimeout(300_000);

test("a coverImage that names no image stops the build, naming file and field", () => {
  const { status, output } = buildWith((site) =>
    editService(site, "online-legal-counselling-in-dubai", (text) =>
      text.replace(/^coverImage: .*$/m, "coverImage: online-counseling.jpg"),
    ),
  );
  expect(status).not.toBe(0);
  expect(output).toContain(
    'content/services/online-legal-counselling-in-dubai.mdx: coverImage "online-counseling.jpg" is not a file in content/images/',
  );
});

test("two files with the same slug stop the build", () => {
  const { status, output } = buildWith((site) =>
    fs.copyFileSync(
      path.join(site, "content/services/online-legal-counselling-in-dubai.mdx"),
      path.join(site, "content/services/online-legal-counselling-in-dubai.md"),
    ),
  );
  expect(status).not.toBe(0);
  expect(output).toMatch(
    /online-legal-counselling-in-dubai\.mdx?, content\/services\/online-legal-counselling-in-dubai\.mdx?: file name these files share the slug/,
  );
});
