import fs from "fs";
import path from "path";
import { languageFacts, splitLanguage } from "../../src/languages";
import { uiStrings } from "../../src/data/ui";
import { arabicSiteFacts, siteFacts } from "../../src/site-facts";
import { pageDocument } from "./support/page-document";
import { assertBuilt, publicDir, readPage } from "./support/public";
import { sitemapRoutes } from "./support/routes";
import { siteUrl } from "./support/sitemap";

/** What search engines and link previews read: the raw HTML the server sends, before any JavaScript. */
beforeAll(assertBuilt);

const pages = sitemapRoutes();

const documents = new Map<string, Document>();
/** Each page parsed once: the tests only read the documents. */
const documentOf = (route: string): Document => {
  if (!documents.has(route)) documents.set(route, pageDocument(readPage(route)));
  return documents.get(route)!;
};
const meta = (doc: Document, key: string) =>
  [...doc.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((tag) => tag.getAttribute("content"));
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ""));
const fileForUrl = (url: string) => path.join(publicDir, new URL(url).pathname);

test("the sitemap lists every real page and nothing else", () => {
  expect(pages).toContain("/");
  expect(pages).toContain("/services/");
  expect(pages).toContain("/foundation/");
  for (const prefix of ["", "/ar"]) {
    expect(pages).toContain(`${prefix}/`);
    expect(
      pages.filter((page) => page.startsWith(`${prefix}/services/`) && page !== `${prefix}/services/`),
    ).toHaveLength(21);
    expect(pages.filter((page) => page.startsWith(`${prefix}/legal/`))).toHaveLength(3);
  }
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
  const { lang, path: pathInEnglish } = splitLanguage(route);
  const isInsight = /^\/insights\/(?!topics\/|page\/).+/.test(pathInEnglish);

  test("has its language's lang and dir, one title of the form 'Page | Firm', a description and the keywords", () => {
    const d = doc();
    expect(d.documentElement.getAttribute("lang")).toBe(lang);
    expect(d.documentElement.getAttribute("dir")).toBe(languageFacts[lang].dir);
    const titles = d.querySelectorAll("title");
    expect(titles).toHaveLength(1);
    // The firm named in the page's language (uiStrings[lang].firm.name: Arabic script on Arabic pages).
    expect(titles[0].textContent).toMatch(
      new RegExp(`^\\S.* \\| ${uiStrings[lang].firm.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    const [description] = meta(d, "description");
    expect(description?.trim().length).toBeGreaterThan(20);
    expect(meta(d, "keywords")).toEqual([uiStrings[lang].seo.keywords]);
  });

  test("has a canonical equal to the base URL plus its path", () => {
    const canonicals = [...doc().querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href"));
    expect(canonicals).toEqual([`${siteUrl}${route}`]);
  });

  test("has absolute hreflang links to itself, its twin and x-default (English), and the twin links back; none without a twin", () => {
    const hreflangs = (d: Document) =>
      [...d.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]);
    const twinRoute = lang === "en" ? `/ar${pathInEnglish}` : pathInEnglish;
    // An insight written in one language (or a list's page one language has and the other has not).
    if (!pages.includes(twinRoute)) return expect(hreflangs(doc())).toEqual([]);
    const expected = [
      ["en", `${siteUrl}${pathInEnglish}`],
      ["ar", `${siteUrl}/ar${pathInEnglish}`],
      ["x-default", `${siteUrl}${pathInEnglish}`],
    ];
    expect(hreflangs(doc())).toEqual(expected);
    const twin = lang === "en" ? `/ar${pathInEnglish}` : pathInEnglish;
    expect(hreflangs(documentOf(twin))).toEqual(expected);
    expect(meta(doc(), "og:locale")).toEqual([languageFacts[lang].ogLocale]);
    expect(meta(doc(), "og:locale:alternate")).toEqual([languageFacts[lang === "en" ? "ar" : "en"].ogLocale]);
  });

  test("has the social card tags, with absolute URLs that resolve to built files", () => {
    const d = doc();
    const title = d.querySelector("title")?.textContent;
    expect(meta(d, "og:title")).toEqual([title]);
    expect(meta(d, "og:description")).toEqual(meta(d, "description"));
    expect(meta(d, "og:url")).toEqual([`${siteUrl}${route}`]);
    expect(meta(d, "og:type")).toEqual([
      /^\/(services|legal)\/.+/.test(pathInEnglish) || isInsight ? "article" : "website",
    ]);
    expect(meta(d, "og:site_name")).toEqual([uiStrings[lang].firm.name]);
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
    // Named in the page's language, with the other language's name beside it.
    const arabic = lang === "ar";
    expect(firm).toMatchObject({
      "@context": "https://schema.org",
      name: arabic ? arabicSiteFacts.name : siteFacts.name,
      alternateName: arabic ? siteFacts.name : arabicSiteFacts.name,
      inLanguage: lang,
      url: `${siteUrl}/`,
      telephone: siteFacts.phone.e164,
      areaServed: { name: arabic ? arabicSiteFacts.areaServed : siteFacts.areaServed },
      openingHoursSpecification: {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      founder: {
        "@type": "Person",
        name: arabic ? arabicSiteFacts.founder.name : siteFacts.founder.name,
        jobTitle: uiStrings[lang].firm.founderJobTitle,
      },
    });
    expect(firm.address.map((a: { addressLocality: string }) => a.addressLocality)).toEqual([
      "Dubai",
      "Abu Dhabi",
      "Fujairah",
    ]);
    expect(fs.existsSync(fileForUrl(firm.logo))).toBe(true);

    expect(data[1]).toMatchObject({
      "@type": "WebPage",
      url: `${siteUrl}${route}`,
      name: doc().querySelector("title")?.textContent,
      inLanguage: lang,
    });
    const own = data.slice(2);
    const ownTypes = types.slice(2);
    const crumbs = uiStrings[lang].breadcrumbs;
    const home = lang === "en" ? "/" : `/${lang}/`;
    if (/^\/services\/.+/.test(pathInEnglish)) {
      const h1 = doc().querySelector("h1")?.textContent;
      expect(ownTypes).toEqual(["Service", "BreadcrumbList"]);
      expect(own[0]).toMatchObject({
        name: h1,
        provider: { "@type": "LegalService", name: uiStrings[lang].firm.name },
        areaServed: { name: uiStrings[lang].firm.areaServed },
      });
      expect(own[0].description.length).toBeGreaterThan(20);
      expect(own[1].itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
        [crumbs.home, `${siteUrl}${home}`],
        [crumbs.services, `${siteUrl}${home}services/`],
        [h1, `${siteUrl}${route}`],
      ]);
    } else if (isInsight) {
      expect(ownTypes).toEqual(["BlogPosting", "BreadcrumbList"]);
      expect(own[0]).toMatchObject({
        headline: doc().querySelector("h1")?.textContent,
        inLanguage: lang,
        author: { "@type": "Person", name: uiStrings[lang].people.founder.name },
        publisher: { "@type": "LegalService", name: uiStrings[lang].firm.name },
      });
    } else if (pathInEnglish.startsWith("/legal/") || pathInEnglish.startsWith("/insights/")) {
      expect(ownTypes).toEqual(["BreadcrumbList"]);
    } else if (pathInEnglish === "/foundation/") {
      expect(ownTypes).toEqual(["Person"]);
      expect(own[0].name).toBe(arabic ? arabicSiteFacts.founder.name : siteFacts.founder.name);
    } else {
      expect(ownTypes).toEqual([]);
    }
  });

  test("shows visible breadcrumbs made from the same data as the BreadcrumbList", () => {
    const d = doc();
    const list = jsonLd(d).find((item) => item["@type"] === "BreadcrumbList");
    const trail = d.querySelector("main nav");
    if (!list) return expect(trail).toBeNull();
    const visible = [...trail!.querySelectorAll("li")].map((li) => li.textContent);
    expect(visible).toEqual(list.itemListElement.map((item: { name: string }) => item.name));
  });
});

test("the sitemap lists each page's translations as xhtml:link alternates", () => {
  const xml = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
  const entry = (url: string) => xml.split("<url>").find((chunk) => chunk.includes(`<loc>${url}</loc>`)) ?? "";
  for (const route of ["/services/", "/ar/services/"]) {
    expect(entry(`${siteUrl}${route}`)).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/services/"/>`,
    );
    expect(entry(`${siteUrl}${route}`)).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${siteUrl}/ar/services/"/>`,
    );
    expect(entry(`${siteUrl}${route}`)).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}/services/"/>`,
    );
  }
});

test("the 404 and /about pages are kept out of search results", () => {
  for (const route of ["/404.html", "/ar/404.html", "/about/"]) {
    expect(meta(pageDocument(readPage(route)), "robots")).toEqual(["noindex"]);
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
