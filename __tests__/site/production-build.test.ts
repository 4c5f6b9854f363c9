import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import {
  realLookingFactsSource,
  realLookingTestimonialsSource,
  reviewedServiceSource,
} from "../support/real-looking-inputs";

/**
 * One real `npm run build:production` of a copy of the site filled in as the firm would
 * (real-looking facts and testimonials with their sources, every service page reviewed), with one shipped sample planted
 * in a static file: the inputs pass, Gatsby builds, and the check of the built tree refuses
 * the upload naming that file and value, and nothing else (no false positive on a real build).
 */
const { copySite }: { copySite: (prefix: string) => string } = require("../../scripts/site-copy.cjs");

const SITE_URL = "https://www.qamar-law.ae";

jest.setTimeout(1_800_000);

test("a real-looking site builds, and a sample planted in public/ stops the upload, named", () => {
  const site = copySite("production-build-");
  try {
    const edit = (file: string, change: (text: string) => string) =>
      fs.writeFileSync(path.join(site, file), change(fs.readFileSync(path.join(site, file), "utf8")));
    edit("src/site-facts.ts", realLookingFactsSource);
    edit("src/data/testimonials.ts", realLookingTestimonialsSource);
    for (const service of fs.readdirSync(path.join(site, "content/services/en")))
      edit(`content/services/en/${service}`, reviewedServiceSource);
    fs.writeFileSync(path.join(site, "static/planted.txt"), "Call us on +971 4 000 0000\n");

    const result = spawnSync(process.execPath, [path.join(site, "scripts/build-production.cjs")], {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, CI: "true", NO_COLOR: "1", SITE_URL, GATSBY_GTM_ID: "GTM-K7P2QL9" },
      maxBuffer: 64 * 1024 * 1024,
    });

    expect(result.stderr).not.toMatch(/Not building for production/);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Built, but not for upload: 1 problem to fix first.\n  - public/planted.txt: "+971 4 000 0000" (a shipped sample)\n',
    );
    const built = (file: string) => fs.readFileSync(path.join(site, "public", file), "utf8");
    // The CMS is configured for the base URL the site is built for, not the facts' own.
    expect(built("admin/cms.js")).toContain(`"${SITE_URL}"`);
    // React separates text parts with <!-- --> in prerendered HTML.
    expect(built("index.html").replace(/<!-- -->/g, "")).toMatch(
      /<a href="https:\/\/www\.google\.com\/maps\/reviews\/data=oliver-p"[^>]*>Review on Google, <time dateTime="2026-02-14">February 14, 2026<\/time><\/a>/,
    );
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
