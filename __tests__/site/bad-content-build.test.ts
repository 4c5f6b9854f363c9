import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { minimumImageWidth } from "../../src/content-model";

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
  const file = path.join(site, "content/services/en", `${slug}.mdx`);
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
    'content/services/en/online-legal-counselling-in-dubai.mdx: coverImage "online-counseling.jpg" is not a file in content/images/',
  );
});

test("an Arabic file the CMS wrote empty stops the build, naming it and every field to translate", () => {
  // Decap writes a locale's file even when nothing was entered in it (decap-cms#6932): a line break.
  const { status, output } = buildWith((site) =>
    fs.writeFileSync(path.join(site, "content/services/ar/online-legal-counselling-in-dubai.mdx"), "\n"),
  );
  expect(status).not.toBe(0);
  const file = "content/services/ar/online-legal-counselling-in-dubai.mdx";
  expect(output).toContain(`${file}: title is required in a translation but missing or empty`);
  expect(output).toContain(`${file}: description is required but missing or empty`);
  expect(output).toContain(`${file}: date is required but missing or empty`);
});

test("two files with the same slug stop the build", () => {
  const { status, output } = buildWith((site) =>
    fs.copyFileSync(
      path.join(site, "content/services/en/online-legal-counselling-in-dubai.mdx"),
      path.join(site, "content/services/en/online-legal-counselling-in-dubai.md"),
    ),
  );
  expect(status).not.toBe(0);
  expect(output).toMatch(
    /online-legal-counselling-in-dubai\.mdx?, content\/services\/en\/online-legal-counselling-in-dubai\.mdx?: file name these files share the slug/,
  );
});

test("a corrupt cover stops the build, naming file and field (not a GraphQL ProbeError)", () => {
  const { status, output } = buildWith((site) =>
    fs.writeFileSync(path.join(site, "content/images/online-legal-counselling-in-dubai.jpg"), "not a picture"),
  );
  expect(status).not.toBe(0);
  expect(output).toContain(
    'content/services/en/online-legal-counselling-in-dubai.mdx: coverImage "online-legal-counselling-in-dubai.jpg" is not a readable image',
  );
  expect(output).not.toContain("ProbeError");
});

test("a cover narrower than the guide asks for stops the build, naming file and field", async () => {
  const cover = path.join(__dirname, "../../content/images/online-legal-counselling-in-dubai.jpg");
  const narrow = await sharp(cover)
    .resize({ width: minimumImageWidth - 400 })
    .jpeg()
    .toBuffer();
  const { status, output } = buildWith((site) =>
    fs.writeFileSync(path.join(site, "content/images/online-legal-counselling-in-dubai.jpg"), narrow),
  );
  expect(status).not.toBe(0);
  expect(output).toContain(
    `content/services/en/online-legal-counselling-in-dubai.mdx: coverImage "online-legal-counselling-in-dubai.jpg" is ${minimumImageWidth - 400} px wide; use a picture at least ${minimumImageWidth} px wide`,
  );
});

test("a page fresh from new:service, with its drawn cover, does not publish until its placeholders are replaced", async () => {
  const title = "Arbitration Under DIAC Rules";
  const slug = "arbitration-under-diac-rules";
  const { status, output } = buildWith((site) => {
    // As an editor runs it: no CONTENT_DIR, so make-covers.mjs draws the cover into the copy's content/images.
    const { CONTENT_DIR, ...env } = process.env;
    const scaffold = spawnSync(process.execPath, [path.join(site, "scripts/new-service.mjs"), title], {
      cwd: site,
      encoding: "utf8",
      env,
      timeout: 120_000,
    });
    expect(scaffold.status).toBe(0);
    expect(scaffold.stdout).toContain(`Created content/services/en/${slug}.mdx`);
    const cover = path.join(site, "content/images", `${slug}.jpg`);
    expect(fs.existsSync(cover)).toBe(true);
  });
  expect(status).not.toBe(0);
  expect(output).toContain(`content/services/en/${slug}.mdx: description still holds the scaffold's text`);
  expect(output).toContain(`content/services/en/${slug}.mdx: section "What the service is" still holds`);
});

test("code in a document's body stops the build before any of it runs, each problem named by file and line", () => {
  const marker = path.join(os.tmpdir(), `body-code-ran-${process.pid}-${Date.now()}`);
  // What an attacker with write access to one document would try, all in one file: one build.
  const payloads = [
    // Runs as the page's module loads during server rendering (the old build wrote the marker);
    // a static require("fs") would instead stop webpack's browser bundle before anything ran.
    `export const ran = (() => { globalThis.process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(marker)}, String(globalThis.process.env.HOME)) })()`,
    "Your token: {process.env.GITHUB_TOKEN}",
    "<script>alert(1)</script>",
    '<script dangerouslySetInnerHTML={{__html: "alert(1)"}} />',
    '<img src="x" onerror="alert(1)" />',
    "<BookCall />",
    '<BookACall href="https://evil.example/" />',
    "<ControllerDetails />",
    "[click](javascript:alert(1)) and [x](JaVaScRiPt:alert(1)) and [ref][evil]",
    "[evil]: javascript:alert(document.cookie)",
    "![x](data:text/html,<script>alert(1)</script>)",
  ];
  const slug = "online-legal-counselling-in-dubai";
  let planted = "";
  const { status, output } = buildWith((site) =>
    editService(site, slug, (text) => (planted = `${text}\n${payloads.join("\n\n")}\n`)),
  );
  const lineOf = (payload: string) => planted.split("\n").indexOf(payload) + 1;
  const at = (payload: string, message: string) =>
    `content/services/en/${slug}.mdx: line ${lineOf(payload)} ${message}`;
  const notComponent = `is not allowed: write Markdown, and use only the components listed in content/README.md ("Components: the firm's details")`;
  const notLink = "is not allowed: links start with https://, mailto:, tel: or /";

  expect(status).not.toBe(0);
  expect(output).toContain("Content error, the page was not built:");
  for (const expected of [
    at(payloads[0], `"export" is not allowed: a page's text cannot contain code; delete the line`),
    at(payloads[1], `"{…}" is not allowed: use round brackets ( ) instead`),
    at(payloads[2], `<script> ${notComponent}`),
    at(payloads[3], `<script> ${notComponent}`),
    at(payloads[4], `<img> ${notComponent}`),
    at(payloads[5], `<BookCall> ${notComponent}`),
    at(
      payloads[6],
      `<BookACall href="https://evil.example/"> is not allowed: write <BookACall /> exactly as content/README.md ("Components: the firm's details") shows it`,
    ),
    at(payloads[7], "<ControllerDetails /> is not allowed here: it is only for the files in content/legal/; delete it"),
    at(payloads[8], `link "javascript:alert(1)" ${notLink}`),
    at(payloads[8], `link "JaVaScRiPt:alert(1)" ${notLink}`),
    at(payloads[9], `link "javascript:alert(document.cookie)" ${notLink}`),
    at(
      payloads[10],
      `picture "data:text/html,<script>alert(1)</script>" is not allowed: a picture's address starts with https:// or /`,
    ),
  ]) {
    expect(output).toContain(expected);
  }
  // The build stopped while reading the content: nothing was compiled, so the export never ran.
  expect(output).not.toMatch(/Building production JavaScript|Building HTML renderer/);
  expect(fs.existsSync(marker)).toBe(false);
});
