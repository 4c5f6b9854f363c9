import fs from "fs";
import path from "path";
import { routes } from "../../src/lib/routes";
import { draftingClaim } from "../../src/site-facts";
import { assertBuilt, pageExists, publicDir, readPage } from "./support/public";

/** The slugs the specification lists (section 2): each must be a prerendered page. */
const areas = [
  "construction",
  "customs",
  "cybercrimes",
  "environment",
  "gas-and-oil",
  "real-estate",
  "sports",
  "taxation",
];
const specServiceSlugs = [
  "24-hour-uae-legal-agreements-drafting-in-dubai",
  "assistance-representation-in-dubai-and-uae-legal-system",
  "assistance-representation-in-dubai-and-uae-legal-system-2",
  "business-setup-in-dubai-and-the-uae",
  "debts-recovery-services-and-cheques-bounced-in-dubai-united-arab-emirates",
  "draft-of-wills-notarisation-attestation-legal-translation",
  "immigration-services-under-uae-law",
  ...areas.map((area) => `legal-consultation-and-representation-in-${area}-law-uae`),
  "legal-mediation-in-the-united-arab-emirates-legal-system-in-dubai",
  "memorandum-of-understanding-mou-in-dubai-uae",
  "online-legal-counselling-in-dubai",
  "power-of-attorney-poa-in-dubai-united-arab-emirates",
];
/** Beside the specification's 19: the pages the home page's intellectual-property and employment cards promise. */
const addedServiceSlugs = [
  "legal-consultation-and-representation-in-intellectual-property-law-uae",
  "legal-consultation-and-representation-in-employment-law-uae",
];
const serviceSlugs = [...specServiceSlugs, ...addedServiceSlugs];
const legalSlugs = ["terms", "privacy-policy", "cookie-policy"];

const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, "")
    .trim();
const textOf = (html: string) =>
  html
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

beforeAll(assertBuilt);

test("the build has the specification's 19 service pages and the two added ones, and no other", () => {
  const built = fs
    .readdirSync(path.join(publicDir, "services"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(publicDir, "services", entry.name, "index.html")))
    .map((entry) => entry.name);
  expect(built.sort()).toEqual([...serviceSlugs].sort());
});

describe.each(serviceSlugs)("service page /services/%s/", (slug) => {
  const html = () => readPage(`/services/${slug}/`);

  test("is prerendered with its title, body and a last-updated date", () => {
    expect(pageExists(`/services/${slug}/`)).toBe(true);
    const page = html();
    const title = h1Of(page);
    expect(title).toBeTruthy();
    expect(page).toMatch(new RegExp(`<title[^>]*>${title!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
    expect(textOf(page)).toMatch(/Last updated [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(textOf(page).split(" ").length).toBeGreaterThan(450);
    expect(page).not.toMatch(/skeleton/i);
  });

  test("has a responsive cover: WebP and JPEG srcsets, alt text, eager, high priority, sized", () => {
    const page = html();
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(page)?.[0] ?? "";
    const webp = /<source type="image\/webp" srcSet="([^"]+)"/.exec(picture)?.[1] ?? "";
    expect(webp.split(",").length).toBeGreaterThanOrEqual(3);
    expect(picture).toMatch(/<img[^>]+srcSet="[^"]+\.jpg 360w/);
    expect(picture).toMatch(/<img[^>]+alt="[^"]{10,}"/);
    expect(picture).toMatch(/<img[^>]+loading="eager"/);
    // React 18 writes only the lower-case attribute; width and height reserve the space (no layout shift).
    expect(picture).toMatch(/<img[^>]+fetchpriority="high"/);
    expect(picture).toMatch(/<img[^>]+width="\d+" height="\d+"/);
  });
});

describe.each(legalSlugs)("legal page /legal/%s/", (slug) => {
  test("is prerendered with its title, description, long US date and body", () => {
    const page = readPage(`/legal/${slug}/`);
    expect(h1Of(page)).toBeTruthy();
    expect(textOf(page)).toMatch(
      /Last updated (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );
    expect(textOf(page).split(" ").length).toBeGreaterThan(400);
  });
});

test("/services/ links to every service page", () => {
  const page = readPage("/services/");
  for (const slug of serviceSlugs) expect(page).toContain(`href="/services/${slug}/"`);
});

test("the 404 page reads well without JavaScript", () => {
  const page = readPage("/404.html");
  expect(h1Of(page)).toBe("Page Not Found");
  expect(page).toContain('href="/"');
});

describe.each(["/", "/foundation/"])("the drafting claim on %s", (route) => {
  test("is always worded the same and each statement links to the guarantee's definition in the terms", () => {
    const main = /<main[\s\S]*?<\/main>/.exec(readPage(route))?.[0] ?? "";
    const claims = textOf(main).split(draftingClaim).length - 1;
    const links = main.split(`href="${routes.draftingGuarantee}"`).length - 1;
    expect(claims).toBeGreaterThan(0);
    expect(links).toBe(claims);
    expect(textOf(main)).not.toMatch(/drafted within 24 hours\. Guaranteed|\bin 24 hours, guaranteed/);
  });
});

test("the terms define the drafting guarantee under the heading every claim links to", () => {
  const terms = readPage("/legal/terms/");
  expect(terms).toMatch(/<h2 id="drafting-guarantee">The 24-hour drafting guarantee<\/h2>/);
  expect(textOf(terms)).toMatch(/We have your complete instructions when/);
  expect(textOf(terms)).toMatch(/If we miss it, /);
});
