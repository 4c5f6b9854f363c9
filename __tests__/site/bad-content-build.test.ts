import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { minimumImageWidth } from "../../src/content-model";
import { contentCheckMessages } from "../../src/content-pipeline/build-messages";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { aliasBomb } from "../support/frontmatter-payload";

/**
 * Two real `gatsby build`s of one copy of the site. First with a YAML alias bomb in content/images/
 * (../support/frontmatter-payload.ts): the build must stop before Gatsby sources any file, naming it. Then, the
 * bomb gone, with every mistake below, each in its own file: the build must stop while reading the content, and
 * name every file and field in one report, before anything is compiled.
 */
import { copySite, gatsbyCli } from "./support/site-copy";

const servicesFolder = (site: string, lang = "en") => path.join(site, "content/services", lang);

const editService = (site: string, slug: string, edit: (text: string) => string) => {
  const file = path.join(servicesFolder(site), `${slug}.mdx`);
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")));
};

jest.setTimeout(600_000);

// Each mistake in a page of its own, so no report hides another.
const pages = {
  missingCover: "online-legal-counselling-in-dubai",
  emptyTranslation: "business-setup-in-dubai-and-the-uae",
  sharedSlug: "immigration-services-under-uae-law",
  corruptCover: "memorandum-of-understanding-mou-in-dubai-uae",
  narrowCover: "power-of-attorney-poa-in-dubai-united-arab-emirates",
  codeInBody: "legal-consultation-and-representation-in-customs-law-uae",
  // An English page with an Arabic twin: the build reads the English page again for its translation.
  codeInFrontmatter: "draft-of-wills-notarisation-attestation-legal-translation",
};
// content/pages/<lang>/<name>.mdx publishes to /<name>/: these would take the CMS and the services page in both languages.
const reservedRoutePages = ["en/admin.mdx", "en/services.mdx", "ar/services.mdx"];
const scaffolded = { title: "Arbitration Under DIAC Rules", slug: "arbitration-under-diac-rules" };
// An update citing its first source over http://: the field's help and the reference ask for https://.
const unencryptedSource = {
  file: "content/insights/en/corporate-tax-late-registration-penalty-waiver.mdx",
  url: "https://tax.gov.ae/en/about.fta/waiver.of.penalties.aspx",
};

// Forms content/terminology.json refuses, each in a file of its own, with the line it lands on.
const terms = {
  localCourts: {
    file: "content/services/ar/legal-consultation-and-representation-in-taxation-law-uae.mdx",
    text: "يمثلك محامونا أمام المحاكم المحلية في الدولة.",
    message: "uses «المحاكم المحلية»; write «المحاكم الاتحادية والمحلية في الدولة»",
  },
  employee: {
    file: "content/services/ar/legal-consultation-and-representation-in-employment-law-uae.mdx",
    text: "- يستحق الموظف إجازة سنوية مدفوعة الأجر.",
    message: "uses «موظف»; write «عامل (العامل، العمال)»",
  },
};
const termLines: Record<string, number> = {};
const interfaceTerm = { file: "src/data/home.ts", from: "آراء الموكلين", to: "آراء العملاء" };
let interfaceTermLine = 0;

// What an attacker with write access to one document would try, all in one file.
const marker = path.join(os.tmpdir(), `body-code-ran-${process.pid}-${Date.now()}`);
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
  // A tracking pixel the browser would request on page load, before consent.
  "![chart](https://www.google-analytics.com/g/collect?v=2&tid=G-ATTACKER&cid=555&en=page_view)",
  // Reads as a path of the site, resolves to //127.0.0.1:8999/phish/: another site to Gatsby's router.
  "[the decision](/.//127.0.0.1:8999/phish/)",
];

// gray-matter's JavaScript engine ran such frontmatter in the build and in build:production's checks.
const frontmatterMarker = path.join(os.tmpdir(), `frontmatter-code-ran-${process.pid}-${Date.now()}`);
const codeInFrontmatter = `---js\n{ title: (require("fs").writeFileSync(${JSON.stringify(frontmatterMarker)}, "ran"), "Wills") }\n---\n\nBody.\n`;

let planted = "";
let aliasBombBuild: { status: number | null; output: string };
let build: {
  status: number | null;
  output: string;
  production: { status: number | null; output: string };
  scaffold: { status: number | null; stdout: string; stderr: string; coverDrawn: boolean };
};

const gatsbyBuild = (site: string) => {
  const result = spawnSync(process.execPath, [gatsbyCli, "build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, CI: "true", NO_COLOR: "1" },
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

beforeAll(async () => {
  const site = copySite("bad-content-");
  try {
    // The bomb in an otherwise sound copy: the build it stops must be stopped by the bomb alone.
    const bomb = path.join(site, "content/images/notes.md");
    fs.writeFileSync(bomb, aliasBomb);
    aliasBombBuild = gatsbyBuild(site);
    fs.rmSync(bomb);

    const image = (slug: string) => path.join(site, "content/images", `${slug}.jpg`);
    editService(site, pages.missingCover, (text) =>
      text.replace(/^coverImage: .*$/m, "coverImage: online-counseling.jpg"),
    );
    // Decap writes a locale's file even when nothing was entered in it (decap-cms#6932): a line break.
    fs.writeFileSync(path.join(servicesFolder(site, "ar"), `${pages.emptyTranslation}.mdx`), "\n");
    fs.copyFileSync(
      path.join(servicesFolder(site), `${pages.sharedSlug}.mdx`),
      path.join(servicesFolder(site), `${pages.sharedSlug}.md`),
    );
    fs.writeFileSync(image(pages.corruptCover), "not a picture");
    const insightFile = path.join(site, unencryptedSource.file);
    fs.writeFileSync(
      insightFile,
      fs
        .readFileSync(insightFile, "utf8")
        .replace(unencryptedSource.url, unencryptedSource.url.replace("https:", "http:")),
    );
    fs.writeFileSync(
      image(pages.narrowCover),
      await sharp(image(pages.narrowCover))
        .resize({ width: minimumImageWidth - 400 })
        .jpeg()
        .toBuffer(),
    );
    editService(site, pages.codeInBody, (text) => (planted = `${text}\n${payloads.join("\n\n")}\n`));
    editService(site, pages.codeInFrontmatter, () => codeInFrontmatter);
    for (const [name, { file, text }] of Object.entries(terms)) {
      const written = `${fs.readFileSync(path.join(site, file), "utf8")}\n${text}`;
      // Counted from the body's first line, as the CMS's text box shows it.
      termLines[name] = readFrontmatter(written).body.split("\n").lastIndexOf(text) + 1;
      fs.writeFileSync(path.join(site, file), written);
    }
    const homeData = fs
      .readFileSync(path.join(site, interfaceTerm.file), "utf8")
      .replace(interfaceTerm.from, interfaceTerm.to);
    interfaceTermLine = homeData.split("\n").findIndex((line) => line.includes(interfaceTerm.to)) + 1;
    fs.writeFileSync(path.join(site, interfaceTerm.file), homeData);
    for (const page of reservedRoutePages) {
      const [lang] = page.split("/");
      fs.copyFileSync(path.join(site, "content/pages", lang, "foundation.mdx"), path.join(site, "content/pages", page));
    }
    // As an editor runs it: no CONTENT_DIR, so make-covers.mjs draws the cover into the copy's content/images.
    const { CONTENT_DIR, ...env } = process.env;
    const scaffold = spawnSync(process.execPath, [path.join(site, "scripts/new-service.mjs"), scaffolded.title], {
      cwd: site,
      encoding: "utf8",
      env,
      timeout: 120_000,
    });
    // The live site's build reads every content file before Gatsby starts.
    const production = spawnSync(process.execPath, [path.join(site, "scripts/build-production.cjs")], {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
      timeout: 120_000,
    });
    build = {
      ...gatsbyBuild(site),
      production: { status: production.status, output: `${production.stdout}\n${production.stderr}` },
      scaffold: {
        status: scaffold.status,
        stdout: scaffold.stdout,
        stderr: scaffold.stderr,
        coverDrawn: fs.existsSync(image(scaffolded.slug)),
      },
    };
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test("a YAML alias bomb in content/images/ stops the build before Gatsby reads any file, naming it", () => {
  expect(aliasBombBuild.status).not.toBe(0);
  expect(aliasBombBuild.output).toContain(
    "content/images/notes.md: file is not a picture (.jpg, .jpeg, .png, .webp): content/images/ holds only pictures",
  );
  // Stopped at onPreBootstrap: no file was sourced, so nothing was expanded.
  expect(aliasBombBuild.output).not.toMatch(/source and transform nodes/);
});

test("the build stops while reading the content, naming every mistake in one report, before anything is compiled", () => {
  expect(build.status).not.toBe(0);
  expect(build.output.match(/Content error, the page was not built:/g)).toHaveLength(1);
  expect(build.output).not.toMatch(/Building production JavaScript|Building HTML renderer/);
});

const inEnglish = (slug: string) => `content/services/en/${slug}.mdx`;

test("a coverImage that names no image is named, file and field", () => {
  expect(build.output).toContain(
    `${inEnglish(pages.missingCover)}: coverImage "online-counseling.jpg" is not a file in content/images/`,
  );
});

test("an Arabic file the CMS wrote empty is named, with every field to translate", () => {
  const file = `content/services/ar/${pages.emptyTranslation}.mdx`;
  expect(build.output).toContain(`${file}: title is required in a translation but missing or empty`);
  expect(build.output).toContain(`${file}: description is required but missing or empty`);
  expect(build.output).toContain(`${file}: date is required but missing or empty`);
});

test("two files with the same slug are named", () => {
  const slug = pages.sharedSlug;
  expect(build.output).toMatch(
    new RegExp(
      `${slug}\\.mdx?, content/services/en/${slug}\\.mdx?: file name these files would publish to the same URL`,
    ),
  );
});

test("a corrupt cover is named, file and field (not a GraphQL ProbeError)", () => {
  expect(build.output).toContain(
    `${inEnglish(pages.corruptCover)}: coverImage "${pages.corruptCover}.jpg" is not a readable image`,
  );
  expect(build.output).not.toContain("ProbeError");
});

test("a cover narrower than the guide asks for is named, file and field", () => {
  expect(build.output).toContain(
    `${inEnglish(pages.narrowCover)}: coverImage "${pages.narrowCover}.jpg" is ${minimumImageWidth - 400} px wide; use a picture at least ${minimumImageWidth} px wide`,
  );
});

test("an update's source over http:// is named, file and field, in the words the CMS refuses it with", () => {
  expect(build.output).toContain(`${unencryptedSource.file}: sources ${contentCheckMessages.sourceAddressNotHttps(1)}`);
});

test("a page fresh from new:service, with its drawn cover, does not publish until its placeholders are replaced", () => {
  // Its own words when it fails: the scaffold runs in a copy, out of sight.
  expect(build.scaffold.status === 0 ? "" : `${build.scaffold.stderr}${build.scaffold.stdout}`).toBe("");
  expect(build.scaffold.stdout).toContain(`Created ${inEnglish(scaffolded.slug)}`);
  expect(build.scaffold.coverDrawn).toBe(true);
  expect(build.output).toContain("Unfinished content, the page was not built (replace the scaffold's text):");
  expect(build.output).toContain(`${inEnglish(scaffolded.slug)}: description still holds the scaffold's text`);
  expect(build.output).toContain(`${inEnglish(scaffolded.slug)}: section "What the service is" still holds`);
});

test("frontmatter that opens with ---js is named by file and line in the build and in build:production's checks, and never runs", () => {
  const message = `${inEnglish(pages.codeInFrontmatter)}: line 1 is "---js": the first line must be exactly ---`;
  expect(build.output).toContain(message);
  expect(build.production.status).not.toBe(0);
  expect(build.production.output).toContain("Not building for production");
  expect(build.production.output).toContain(message);
  expect(fs.existsSync(frontmatterMarker)).toBe(false);
});

test("a refused term is named by file, line and the form to use, in a page's body and in an interface string", () => {
  for (const [name, { file, message }] of Object.entries(terms))
    expect(build.output).toContain(`${file}: body line ${termLines[name]} ${message}`);
  expect(interfaceTermLine).toBeGreaterThan(0);
  expect(build.output).toContain(
    `${interfaceTerm.file}: line ${interfaceTermLine} uses «${interfaceTerm.to}»; write «${interfaceTerm.from}»`,
  );
});

test("a page that would take the CMS's or a page of the site's own URL is named", () => {
  expect(build.output).toContain("content/pages/en/admin.mdx: file name would publish to /admin/, which is the CMS");
  expect(build.output).toContain(
    "content/pages/ar/services.mdx: file name would publish to /ar/services/, which is one of the site's own pages",
  );
});

test("code in a document's body is named by file and line, and none of it runs", () => {
  // Counted from the body's first line, as the CMS's text box shows it, and quoted (shortened past 80 characters).
  const { body } = readFrontmatter(planted);
  const lineOf = (payload: string) => body.split("\n").indexOf(payload) + 1;
  const quoted = (payload: string) => (payload.length > 80 ? `${payload.slice(0, 80)}…` : payload);
  const at = (payload: string, message: string) =>
    `${inEnglish(pages.codeInBody)}: body line ${lineOf(payload)} at "${quoted(payload)}": ${message}`;
  const notComponent = `is not allowed: write Markdown, and use only the components listed in content/REFERENCE.md ("Components: the firm's details")`;
  const notLink = "is not allowed: links start with https:// (or http://), mailto:, tel:, / or #";
  const noPicture =
    "is not allowed: the body shows no pictures; a page's picture is its cover (coverImage), a file of content/images/";
  for (const expected of [
    at(payloads[0], `"export" is not allowed: a page's text cannot contain code; delete the line`),
    at(payloads[1], `"{…}" is not allowed: use round brackets ( ) instead`),
    at(payloads[2], `<script> ${notComponent}`),
    at(payloads[3], `<script> ${notComponent}`),
    at(payloads[4], `<img> ${notComponent}`),
    at(payloads[5], `<BookCall> ${notComponent}`),
    at(
      payloads[6],
      `<BookACall href="https://evil.example/"> is not allowed: write <BookACall /> exactly as content/REFERENCE.md ("Components: the firm's details") shows it`,
    ),
    at(payloads[7], "<ControllerDetails /> is not allowed here: it is only for the files in content/legal/; delete it"),
    at(payloads[8], `link "javascript:alert(1)" ${notLink}`),
    at(payloads[8], `link "JaVaScRiPt:alert(1)" ${notLink}`),
    at(payloads[9], `link "javascript:alert(document.cookie)" ${notLink}`),
    at(payloads[10], `picture "data:text/html,<script>alert(1)</script>" ${noPicture}`),
    at(payloads[11], `picture "https://www.google-analytics.com/g/collect?v=2&tid=G-ATTACKE…" ${noPicture}`),
    at(
      payloads[12],
      `link "/.//127.0.0.1:8999/phish/" is not allowed: write a link to another website in full, starting with https://, and one to a page of this site starting with a single /`,
    ),
  ]) {
    expect(build.output).toContain(expected);
  }
  // The build stopped while reading the content: nothing was compiled, so the export never ran.
  expect(fs.existsSync(marker)).toBe(false);
});
