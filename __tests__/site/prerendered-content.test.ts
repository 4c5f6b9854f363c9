import { assertBuilt, pageExists, readPage } from "./support/public";

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
const serviceSlugs = [
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

test("the specification lists 19 services", () => {
  expect(serviceSlugs).toHaveLength(19);
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
