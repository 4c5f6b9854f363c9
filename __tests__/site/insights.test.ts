import fs from "fs";
import path from "path";
import Parser from "rss-parser";
import { languages, localizedPath, type Lang } from "../../src/languages";
import { uiStrings } from "../../src/data/ui";
import { contentFilesIn, readContentFileAt } from "../support/content-files";
import { slugFromPath } from "../../src/content-pipeline/field-checks";
import { feedPath } from "../../src/build/insight-feed";
import { routes } from "../../src/lib/routes";
import { insightRoutes } from "../../src/lib/insight-routes";
import { siteFacts } from "../../src/site-facts";
import { pageDocument } from "./support/page-document";
import { assertBuilt, pageExists, publicDir, readPage } from "./support/public";
import { sitemapRoutes } from "./support/routes";
import { siteUrl } from "./support/sitemap";

/**
 * The insights as a reader, a feed reader and a search engine get them from the build: the lists,
 * the topic lists, the articles, the feeds and the sitemap, each held to the content files.
 */
beforeAll(assertBuilt);

const root = path.resolve(__dirname, "../..");

interface Insight {
  slug: string;
  lang: Lang;
  title: string;
  description: string;
  date: string;
  updated?: string;
  topics: string[];
  sources: { title: string; url: string }[];
  reviewedOn?: string;
  reviewedBy?: string;
}

/** Every insight file, read as the build reads it (dates as YYYY-MM-DD). */
const insights: Insight[] = languages.flatMap((lang) =>
  contentFilesIn(root, "insight", lang).map((file) => {
    const reading = readContentFileAt(root, file);
    if ("problem" in reading) throw new Error(`${file} cannot be read`);
    const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value as string));
    const data = reading.data as Record<string, unknown>;
    return {
      ...(data as unknown as Insight),
      slug: slugFromPath(file),
      lang,
      date: day(data.date),
      updated: data.updated ? day(data.updated) : undefined,
      reviewedOn: data.reviewedOn ? day(data.reviewedOn) : undefined,
    };
  }),
);

const newestFirst = (list: Insight[]) =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
const inLanguage = (lang: Lang) => insights.filter((insight) => insight.lang === lang);
const articleRoute = ({ lang, slug }: Insight) => localizedPath(lang, insightRoutes.insight(slug));
const documentOf = (route: string) => pageDocument(readPage(route));
/** The articles a list page links to, in its order: each card's heading link. */
const listed = (route: string) =>
  [...documentOf(route).querySelectorAll("main article h2 a")].map((link) => link.getAttribute("href"));

test("there are insights in both languages to check", () => {
  for (const lang of languages) expect(inLanguage(lang).length).toBeGreaterThan(0);
});

describe.each(languages)("the %s feed", (lang) => {
  const xml = () => fs.readFileSync(path.join(publicDir, feedPath(lang)), "utf8");

  test("is RSS 2.0 that a feed reader parses: every insight of the language, newest first, with absolute links, full summaries and real dates", async () => {
    expect(xml()).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><rss [^>]*version="2\.0"/);
    const feed = await new Parser().parseString(xml());
    expect(feed.title).toContain(uiStrings[lang].insights.heading);
    expect(feed.link).toBe(`${siteUrl}${localizedPath(lang, routes.insights)}`);
    expect(feed.language).toBe(lang);
    const expected = newestFirst(inLanguage(lang));
    expect(feed.items.map((item) => item.link)).toEqual(
      expected.map((insight) => `${siteUrl}${articleRoute(insight)}`),
    );
    expect(feed.items.map((item) => item.title)).toEqual(expected.map(({ title }) => title));
    expect(feed.items.map((item) => item.content)).toEqual(expected.map(({ description }) => description));
    expect(feed.items.map((item) => new Date(item.pubDate!).toISOString().slice(0, 10))).toEqual(
      expected.map(({ date }) => date),
    );
    for (const item of feed.items) {
      expect(item.guid).toBe(item.link);
      expect(pageExists(new URL(item.link!).pathname)).toBe(true);
    }
  });
});

test("every page announces its own language's feed, once", () => {
  const pages = sitemapRoutes();
  expect(pages.length).toBeGreaterThan(50);
  for (const route of pages) {
    const feeds = [...documentOf(route).querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')];
    const lang = route.startsWith("/ar/") ? "ar" : "en";
    expect({ route, feeds: feeds.map((link) => link.getAttribute("href")) }).toEqual({
      route,
      feeds: [feedPath(lang)],
    });
  }
});

test.each(languages)(
  "the %s list of insights shows them all, newest first, each with its date, author and summary",
  (lang) => {
    const route = localizedPath(lang, routes.insights);
    const expected = newestFirst(inLanguage(lang));
    expect(listed(route)).toEqual(expected.slice(0, 12).map(articleRoute));
    const cards = [...documentOf(route).querySelectorAll("main article")];
    // The author named in the page's language (issue 49: «ليلى المنصوري» on Arabic pages).
    expect(cards[0].textContent).toContain(uiStrings[lang].people.founder.name);
    expect(cards[0].textContent).toContain(expected[0].description);
    expect(cards[0].querySelector("time")?.getAttribute("datetime")).toBe(expected[0].date);
  },
);

test("each topic's list shows exactly the insights on that topic, in its language, newest first", () => {
  const topicRoutes = sitemapRoutes().filter((route) => /^(\/ar)?\/insights\/topics\/[^/]+\/$/.test(route));
  const topics = new Set(insights.flatMap((insight) => insight.topics));
  // A list per topic an insight names, in each language.
  expect(topicRoutes).toHaveLength(topics.size * languages.length);
  for (const route of topicRoutes) {
    const [, prefix, topic] = /^(\/ar)?\/insights\/topics\/([^/]+)\/$/.exec(route)!;
    const lang: Lang = prefix ? "ar" : "en";
    const expected = newestFirst(inLanguage(lang).filter((insight) => insight.topics.includes(topic)));
    expect({ route, listed: listed(route) }).toEqual({ route, listed: expected.map(articleRoute) });
  }
});

describe.each(insights.map((insight) => [articleRoute(insight), insight] as const))("%s", (route, insight) => {
  const doc = () => documentOf(route);
  const words = uiStrings[insight.lang].insights;

  test("shows its author linking to their page, its dates, the law's date or that no lawyer has reviewed it yet, its topics linking to the services, its sources and a call to book", () => {
    const main = doc().querySelector("main")!;
    expect(main.querySelector("h1")?.textContent).toBe(insight.title);
    const authorName = uiStrings[insight.lang].people.founder.name;
    const author = [...main.querySelectorAll("a")].find((link) => link.textContent === authorName);
    expect(author?.getAttribute("href")).toBe(localizedPath(insight.lang, routes.foundation));
    const times = [...main.querySelectorAll("time")].map((time) => time.getAttribute("datetime"));
    expect(times).toContain(insight.date);
    if (insight.updated) expect(times).toContain(insight.updated);
    if (insight.reviewedOn && insight.reviewedBy) {
      expect(times).toContain(insight.reviewedOn);
      expect(main.textContent).toContain(words.lawAsOf.replace(/\{date\}.*/, "").trim());
      expect(main.textContent).not.toContain(words.notYetReviewed);
    } else {
      // No day nobody gave: the page says no lawyer of the firm has reviewed it.
      expect(main.textContent).toContain(words.notYetReviewed);
      expect(main.textContent).not.toContain(words.lawAsOf.replace(/\{date\}.*/, "").trim());
    }
    const links = [...main.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    for (const topic of insight.topics) expect(links).toContain(localizedPath(insight.lang, routes.service(topic)));
    for (const source of insight.sources) expect(links).toContain(source.url);
    expect(links).toContain(siteFacts.bookingUrl);
  });

  test("describes itself as a BlogPosting by its author, published by the firm, with its dates and topics", () => {
    const data = [...doc().querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    );
    const posting = data.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: insight.title,
      description: insight.description,
      url: `${siteUrl}${route}`,
      datePublished: insight.date,
      dateModified: insight.updated ?? insight.date,
      inLanguage: insight.lang,
      author: {
        "@type": "Person",
        name: uiStrings[insight.lang].people.founder.name,
        url: `${siteUrl}${routes.foundation}`,
      },
      publisher: { "@type": "LegalService", "@id": `${siteUrl}/#firm`, name: uiStrings[insight.lang].firm.name },
    });
    expect(posting.about.map((topic: { url: string }) => topic.url)).toEqual(
      insight.topics.map((topic) => `${siteUrl}${localizedPath(insight.lang, routes.service(topic))}`),
    );
  });
});

test("the sitemap lists every insight, with its twin as an alternate where it has one and none where it has not", () => {
  const xml = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
  const entry = (route: string) => xml.split("<url>").find((chunk) => chunk.includes(`<loc>${siteUrl}${route}</loc>`));
  for (const insight of insights) {
    const route = articleRoute(insight);
    const hasTwin = insights.some((other) => other.slug === insight.slug && other.lang !== insight.lang);
    const alternates = [...(entry(route) ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) =>
      match.slice(1),
    );
    expect({ route, listed: entry(route) !== undefined }).toEqual({ route, listed: true });
    expect(alternates).toEqual(
      hasTwin
        ? [
            ["en", `${siteUrl}${insightRoutes.insight(insight.slug)}`],
            ["ar", `${siteUrl}/ar${insightRoutes.insight(insight.slug)}`],
            ["x-default", `${siteUrl}${insightRoutes.insight(insight.slug)}`],
          ]
        : [],
    );
  }
});

test("each service page lists the latest three updates on its topic, in its language, or none", () => {
  const servicePages = sitemapRoutes().filter((route) => /^(\/ar)?\/services\/[^/]+\/$/.test(route));
  let withUpdates = 0;
  for (const route of servicePages) {
    const lang: Lang = route.startsWith("/ar/") ? "ar" : "en";
    const slug = route.split("/").at(-2)!;
    const expected = newestFirst(inLanguage(lang).filter((insight) => insight.topics.includes(slug))).slice(0, 3);
    const section = [...documentOf(route).querySelectorAll("main section")].find(
      (element) => element.querySelector("h2")?.textContent === uiStrings[lang].insights.latestOnTopic,
    );
    const shown = [...(section?.querySelectorAll("article h3 a") ?? [])].map((link) => link.getAttribute("href"));
    expect({ route, shown }).toEqual({ route, shown: expected.map(articleRoute) });
    if (expected.length) withUpdates++;
  }
  expect(withUpdates).toBeGreaterThan(0);
});

test("the header and the footer link to the insights in both languages", () => {
  for (const lang of languages) {
    const doc = documentOf(localizedPath(lang, routes.home));
    const target = localizedPath(lang, routes.insights);
    expect(doc.querySelector(`header a[href="${target}"]`)?.textContent).toBe(uiStrings[lang].navigation.insights);
    expect(doc.querySelector(`footer a[href="${target}"]`)?.textContent).toBe(uiStrings[lang].navigation.insights);
  }
});
