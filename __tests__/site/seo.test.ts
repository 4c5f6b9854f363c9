import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { siteFacts } from "../../src/site-facts";
import { assertBuilt, publicDir, readPage } from "./support/public";
import { sitemapRoutes } from "./support/routes";
import { siteUrl } from "./support/sitemap";

/** What search engines and link previews read: the raw HTML the server sends, before any JavaScript. */
beforeAll(assertBuilt);

const pages = sitemapRoutes();

const documentOf = (route: string) => new JSDOM(readPage(route)).window.document;
const meta = (doc: Document, key: string) =>
  [...doc.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((tag) => tag.getAttribute("content"));
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ""));
const fileForUrl = (url: string) => path.join(publicDir, new URL(url).pathname);

test("the sitemap lists every real page and nothing else", () => {
  expect(pages).toContain("/");
  expect(pages).toContain("/services/");
  expect(pages).toContain("/foundation/");
  expect(pages.filter((page) => page.startsWith("/services/") && page !== "/services/")).toHaveLength(21);
  expect(pages.filter((page) => page.startsWith("/legal/"))).toHaveLength(3);
  expect(pages.some((page) => /404|about/.test(page))).toBe(false);
});

test("/services/ is titled 'Legal Services | Firm' with the specification's description and its canonical", () => {
  const d = documentOf("/services/");
  expect(d.title).toBe(`Legal Services | ${siteFacts.name}`);
  expect(meta(d, "description")).toEqual(["Book a call for a free consultation."]);
  expect(d.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}/services/`);
  expect(meta(d, "og:type")).toEqual(["website"]);
});

test("robots.txt allows crawling and points to the sitemap", () => {
  const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8");
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
});

describe.each(pages)("%s", (route) => {
  const doc = () => documentOf(route);

  test("has lang, one title of the form 'Page | Firm', a description and the keywords", () => {
    const d = doc();
    expect(d.documentElement.getAttribute("lang")).toBe("en");
    const titles = d.querySelectorAll("title");
    expect(titles).toHaveLength(1);
    expect(titles[0].textContent).toMatch(
      new RegExp(`^\\S.* \\| ${siteFacts.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    const [description] = meta(d, "description");
    expect(description?.trim().length).toBeGreaterThan(20);
    expect(meta(d, "keywords")).toEqual(["legal, lawyers, contract, UAE, Dubai, legal services"]);
  });

  test("has a canonical equal to the base URL plus its path", () => {
    const canonicals = [...doc().querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href"));
    expect(canonicals).toEqual([`${siteUrl}${route}`]);
  });

  test("has the social card tags, with absolute URLs that resolve to built files", () => {
    const d = doc();
    const title = d.querySelector("title")?.textContent;
    expect(meta(d, "og:title")).toEqual([title]);
    expect(meta(d, "og:description")).toEqual(meta(d, "description"));
    expect(meta(d, "og:url")).toEqual([`${siteUrl}${route}`]);
    expect(meta(d, "og:type")).toEqual([/^\/(services|legal)\/.+/.test(route) ? "article" : "website"]);
    expect(meta(d, "og:site_name")).toEqual([siteFacts.name]);
    expect(meta(d, "twitter:card")).toEqual(["summary_large_image"]);
    expect(meta(d, "og:image:alt")[0]?.length).toBeGreaterThan(5);
    const [image] = meta(d, "og:image");
    expect(image?.startsWith(`${siteUrl}/`)).toBe(true);
    expect(fs.existsSync(fileForUrl(image!))).toBe(true);
    expect(meta(d, "og:image:width")).toEqual(["1200"]);
    expect(meta(d, "og:image:height")).toEqual(["630"]);
    expect(meta(d, "twitter:image")).toEqual([image]);
  });

  test("carries the firm's LegalService JSON-LD and the page's own structured data", () => {
    const data = jsonLd(doc());
    const types = data.map((item) => item["@type"]);
    const firm = data.find((item) => item["@type"] === "LegalService");
    expect(firm).toMatchObject({
      "@context": "https://schema.org",
      name: siteFacts.name,
      url: `${siteUrl}/`,
      telephone: siteFacts.phone.e164,
      areaServed: { name: "United Arab Emirates" },
      openingHoursSpecification: {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      founder: { "@type": "Person", name: siteFacts.founder.name },
    });
    expect(firm.address.map((a: { addressLocality: string }) => a.addressLocality)).toEqual([
      "Dubai",
      "Abu Dhabi",
      "Fujairah",
    ]);
    expect(fs.existsSync(fileForUrl(firm.logo))).toBe(true);

    if (/^\/services\/.+/.test(route)) {
      const h1 = doc().querySelector("h1")?.textContent;
      expect(types).toEqual(["LegalService", "Service", "BreadcrumbList"]);
      expect(data[1]).toMatchObject({
        name: h1,
        provider: { "@type": "LegalService", name: siteFacts.name },
        areaServed: { name: "United Arab Emirates" },
      });
      expect(data[1].description.length).toBeGreaterThan(20);
      expect(data[2].itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
        ["Home", `${siteUrl}/`],
        ["Services", `${siteUrl}/services/`],
        [h1, `${siteUrl}${route}`],
      ]);
    } else if (route.startsWith("/legal/")) {
      expect(types).toEqual(["LegalService", "BreadcrumbList"]);
    } else if (route === "/foundation/") {
      expect(types).toEqual(["LegalService", "Person"]);
      expect(data[1].name).toBe(siteFacts.founder.name);
    } else {
      expect(types).toEqual(["LegalService"]);
    }
  });

  test("shows visible breadcrumbs made from the same data as the BreadcrumbList", () => {
    const d = doc();
    const list = jsonLd(d).find((item) => item["@type"] === "BreadcrumbList");
    const trail = d.querySelector('nav[aria-label="Breadcrumb"]');
    if (!list) return expect(trail).toBeNull();
    const visible = [...trail!.querySelectorAll("li")].map((li) => li.textContent);
    expect(visible).toEqual(list.itemListElement.map((item: { name: string }) => item.name));
  });
});

test("the 404 and /about pages are kept out of search results", () => {
  for (const route of ["/404.html", "/about/"]) {
    expect(meta(new JSDOM(readPage(route)).window.document, "robots")).toEqual(["noindex"]);
  }
  expect(meta(documentOf("/about/"), "og:url")).toEqual([`${siteUrl}/foundation/`]);
});

test("the web manifest uses the firm's name and the theme colour, with generated icons", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8"));
  expect(manifest).toMatchObject({
    name: siteFacts.name,
    short_name: siteFacts.shortName,
    theme_color: "#0d2340",
    start_url: "/",
  });
  for (const icon of manifest.icons) expect(fs.existsSync(path.join(publicDir, icon.src.split("?")[0]))).toBe(true);
  expect(readPage("/")).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
});
