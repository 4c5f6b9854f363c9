import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { minimumImageWidth } from "../../src/content-model";

/**
 * A build with Gatsby's cache from an earlier build (as `gatsby develop` leaves it, and as CI restores
 * .cache and public/) must behave like a cold one: an Arabic page shows what it takes from its English
 * page as the English page is now, and content the build refuses stops it, naming the file, even when
 * the file itself did not change. A small copy of the site (two services, two insights) keeps the three
 * builds short.
 */
import { copySite, gatsbyCli, keepOnly } from "./support/site-copy";

jest.setTimeout(1_500_000);

const kept = {
  services: ["business-setup-in-dubai-and-the-uae", "legal-consultation-and-representation-in-taxation-law-uae"],
  insights: ["corporate-tax-late-registration-penalty-waiver", "uae-e-invoicing-timeline"],
};
const [service, removedService] = kept.services;
const [, insight] = kept.insights;
/** A cover no kept page uses yet: the English service takes it in the second build. */
const newCover = "immigration-services-under-uae-law.jpg";

const build = (site: string) => {
  const result = spawnSync(process.execPath, [gatsbyCli, "build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, CI: "true", NO_COLOR: "1" },
    timeout: 480_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

let site = "";
let cold: ReturnType<typeof build>;
let afterCoverChange: ReturnType<typeof build> & { arabicCover: string };
let afterRefusal: ReturnType<typeof build>;

beforeAll(async () => {
  site = copySite("warm-build-");
  keepOnly(site, "services", kept.services);
  keepOnly(site, "insights", kept.insights);
  cold = build(site);

  // The English page changes its cover; its Arabic twin, which takes the cover from it, does not change.
  const english = path.join(site, "content/services/en", `${service}.mdx`);
  fs.writeFileSync(english, fs.readFileSync(english, "utf8").replace(/^coverImage: .*$/m, `coverImage: ${newCover}`));
  const second = build(site);
  const arabicHtml = path.join(site, "public/ar/services", service, "index.html");
  const arabicPage = fs.existsSync(arabicHtml) ? fs.readFileSync(arabicHtml, "utf8") : "";
  afterCoverChange = { ...second, arabicCover: /<img src="([^"]+)"/.exec(arabicPage)?.[1] ?? "" };

  // No content file changes: the cover is made too narrow, and a service an insight names is taken away.
  const cover = path.join(site, "content/images", newCover);
  fs.writeFileSync(
    cover,
    await sharp(cover)
      .resize({ width: minimumImageWidth - 400 })
      .jpeg()
      .toBuffer(),
  );
  for (const lang of ["en", "ar"]) fs.rmSync(path.join(site, "content/services", lang, `${removedService}.mdx`));
  afterRefusal = build(site);
});

afterAll(() => {
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

test("the copy builds cold", () => {
  expect(cold.output).not.toMatch(/Content error/);
  expect(cold.status).toBe(0);
});

test("after the English cover changes, a warm build shows the new cover on the Arabic page", () => {
  expect(afterCoverChange.status).toBe(0);
  expect(afterCoverChange.arabicCover).toMatch(new RegExp(`/${newCover.replace(/\.jpg$/, "")}\\.jpg$`));
});

test("a warm build stops on a cover made too narrow, naming the file that uses it, though no content file changed", () => {
  expect(afterRefusal.status).not.toBe(0);
  expect(afterRefusal.output).toContain(
    `content/services/en/${service}.mdx: coverImage "${newCover}" is ${minimumImageWidth - 400} px wide`,
  );
});

test("a warm build stops on an insight whose topic names a service taken away, naming the insight", () => {
  expect(afterRefusal.output).toMatch(new RegExp(`content/insights/en/${insight}\\.mdx: topics .*${removedService}`));
});
