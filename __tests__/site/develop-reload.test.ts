import { type ChildProcess, spawn } from "child_process";
import fs from "fs";
import path from "path";
import { stripVTControlCharacters } from "util";
import { contentFolder } from "../../src/content-model";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { freePort } from "./support/server";

/**
 * `gatsby develop` (what `npm run cms` runs for an editor) reads content/ again when a file changes
 * (gatsby-node's watcher): an Arabic page takes its English page's new cover though its own file did not
 * change, and an edit the build would refuse is reported naming the file and the field, its page gone until
 * the file is made good. One develop run of a small copy of the site, asked through its GraphQL endpoint.
 */
import { copySite, gatsbyCli, keepOnly } from "./support/site-copy";
import { settled } from "./support/settled";

/** How long gatsby develop may take to read a changed file again, on a busy machine. */
const developTimeout = 60_000;

jest.setTimeout(600_000);

const slug = "business-setup-in-dubai-and-the-uae";
/** A picture of content/images/ the service does not use. */
const otherCover = "immigration-services-under-uae-law.jpg";
const file = (lang: "en" | "ar") => `${contentFolder("service", lang)}/${slug}.mdx`;

let site = "";
let develop: ChildProcess | undefined;
let origin = "";
let output = "";

beforeAll(async () => {
  site = copySite("develop-reload-");
  keepOnly(site, "services", [slug, "legal-consultation-and-representation-in-taxation-law-uae"]);
  keepOnly(site, "insights", ["uae-e-invoicing-timeline"]);
  const started = Date.now();
  const port = await freePort();
  // Not jest's NODE_ENV=test, under which Gatsby's webpack fails to compile the development bundle.
  const { NODE_ENV, ...env } = process.env;
  develop = spawn(process.execPath, [gatsbyCli, "develop", "--port", String(port)], {
    cwd: site,
    env: { ...env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Ready once it says so: a change made while its first bundle compiles waits for the compile (over a minute at load 15).
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/You can now view/.test(output)) resolve();
    };
    develop!.stdout!.on("data", read);
    develop!.stderr!.on("data", read);
    develop!.once("exit", (code) =>
      reject(new Error(`gatsby develop stopped (${code}) before it was ready:\n${output}`)),
    );
  });
  origin = `http://localhost:${port}`;
  console.log(`gatsby develop was ready in ${Math.round((Date.now() - started) / 1000)} s`);
});

afterAll(async () => {
  if (develop && develop.exitCode === null) {
    const stopped = new Promise((resolve) => develop!.once("exit", resolve));
    develop.kill("SIGINT");
    await stopped;
  }
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

/** The cover of each language's node of the service, as a page's query reads it now; null for no node. */
const covers = async () => {
  const cover = (lang: "en" | "ar") =>
    `${lang}: mdxService(sourceFile: { eq: "${file(lang)}" }) { coverImage { relativePath } }`;
  const response = await fetch(`${origin}/___graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ ${cover("en")} ${cover("ar")} }` }),
  });
  const { data } = (await response.json()) as {
    data: Record<"en" | "ar", { coverImage: { relativePath: string } } | null>;
  };
  return { en: data.en?.coverImage.relativePath ?? null, ar: data.ar?.coverImage.relativePath ?? null };
};

/** Printed text without its line breaks, spaces and terminal codes: develop's reporter wraps an error to the terminal's width. */
const unwrapped = (text: string) => stripVTControlCharacters(text).replace(/\s+/g, "");

const englishFile = () => path.join(site, file("en"));
const withCover = (text: string, cover: string) => text.replace(/^coverImage: .*$/m, `coverImage: ${cover}`);
const both = (cover: string | null) => ({ en: cover, ar: cover });

test("the Arabic page takes the English page's new cover, its own file unchanged", async () => {
  const before = fs.readFileSync(englishFile(), "utf8");
  const cover = readFrontmatter(before).data.coverImage as string;
  expect(await covers()).toEqual(both(cover));
  fs.writeFileSync(englishFile(), withCover(before, otherCover));
  try {
    await expect(settled(covers, both(otherCover), developTimeout, 250)).resolves.toEqual(both(otherCover));
  } finally {
    fs.writeFileSync(englishFile(), before);
  }
  await expect(settled(covers, both(cover), developTimeout, 250)).resolves.toEqual(both(cover));
});

test("an edit the build would refuse is reported, naming the file and the field; its pages come back once it is made good", async () => {
  const before = fs.readFileSync(englishFile(), "utf8");
  const cover = readFrontmatter(before).data.coverImage as string;
  const printedBefore = output.length;
  fs.writeFileSync(englishFile(), withCover(before, "no-such-cover.jpg"));
  try {
    const refusal = `${file("en")}: coverImage "no-such-cover.jpg"`;
    const printed = async () => unwrapped(output.slice(printedBefore));
    await settled(async () => (await printed()).includes(unwrapped(refusal)), true, developTimeout, 250);
    expect(await printed()).toContain(unwrapped(refusal));
    // No page is made of a refused document, nor of its translation, as `gatsby build` would stop on it.
    await expect(settled(covers, both(null), developTimeout, 250)).resolves.toEqual(both(null));
  } finally {
    fs.writeFileSync(englishFile(), before);
  }
  await expect(settled(covers, both(cover), developTimeout, 250)).resolves.toEqual(both(cover));
});
