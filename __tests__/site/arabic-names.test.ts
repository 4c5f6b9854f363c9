/**
 * Issue 49: every Arabic page names the firm and its people in Arabic script wherever a search result,
 * a shared link or a machine reads a name: the <title>, Open Graph and Twitter titles, og:site_name,
 * and every name in its structured data. The Latin name stays only as structured data's alternateName.
 */
import { arabicSiteFacts, siteFacts } from "../../src/site-facts";
import { assertBuilt, readPage } from "./support/public";
import { sitemapRoutes } from "./support/routes";

const arabicLetter = /\p{Script=Arabic}/u;
const latinNames = [siteFacts.name, siteFacts.shortName, siteFacts.founder.name, siteFacts.founder.jobTitle];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

const metaContent = (html: string, property: string) =>
  [...html.matchAll(/<meta\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`property="${property}"`) || tag.includes(`name="${property}"`))
    .map((tag) => decode(/content="([^"]*)"/.exec(tag)?.[1] ?? ""));

const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) =>
    JSON.parse(json),
  );

/** Every name-like value in structured data ("name", "headline", "jobTitle"), with where it is. */
const namesIn = (node: unknown, at = "$"): { at: string; value: string }[] => {
  if (Array.isArray(node)) return node.flatMap((item, index) => namesIn(item, `${at}[${index}]`));
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string"
      ? ["name", "headline", "jobTitle"].includes(key)
        ? [{ at: `${at}.${key}`, value }]
        : []
      : namesIn(value, `${at}.${key}`),
  );
};

/** What a name lacks to be the Arabic page's: Arabic script, and none of the firm's or people's Latin names. */
const notArabic = (value: string) => !arabicLetter.test(value) || latinNames.some((latin) => value.includes(latin));

/** Every Arabic page, and the Arabic not-found page the host answers unknown /ar/ paths with. */
const arabicRoutes = () => [...sitemapRoutes().filter((route) => route.startsWith("/ar/")), "/ar/404.html"];

beforeAll(() => {
  assertBuilt();
  expect(arabicRoutes().length).toBeGreaterThan(20);
});

it("titles every Arabic page, in the head and in Open Graph and Twitter cards, with the firm's Arabic name", () => {
  const wrong = arabicRoutes().flatMap((route) => {
    const html = readPage(route);
    const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    const heads = [
      { at: "title", value: title },
      ...metaContent(html, "og:title").map((value) => ({ at: "og:title", value })),
      ...metaContent(html, "twitter:title").map((value) => ({ at: "twitter:title", value })),
    ];
    const siteNames = metaContent(html, "og:site_name");
    return [
      ...heads.filter(({ value }) => !value.endsWith(` | ${arabicSiteFacts.name}`) || notArabic(value)),
      ...(siteNames.length === 1 && siteNames[0] === arabicSiteFacts.name
        ? []
        : [{ at: "og:site_name", value: siteNames.join(", ") }]),
    ].map(({ at, value }) => `${route} ${at}: ${value}`);
  });
  expect(wrong).toEqual([]);
});

it("names the firm, its people, its pages and its services in Arabic in every Arabic page's structured data", () => {
  const wrong = arabicRoutes().flatMap((route) =>
    jsonLdOf(readPage(route))
      .flatMap((data) => namesIn(data))
      .filter(({ value }) => notArabic(value))
      .map(({ at, value }) => `${route} ${at}: ${value}`),
  );
  expect(wrong).toEqual([]);
  // The firm and its founder keep their Latin names beside the Arabic ones, for search engines to join them.
  const firm = jsonLdOf(readPage("/ar/")).find(
    (data): data is Record<string, unknown> => (data as { "@type"?: string })["@type"] === "LegalService",
  );
  expect(firm).toMatchObject({
    name: arabicSiteFacts.name,
    alternateName: siteFacts.name,
    founder: { name: arabicSiteFacts.founder.name, alternateName: siteFacts.founder.name },
  });
});

it("signs the Arabic insights, in the list and on each update, with the author's Arabic name", () => {
  const visible = (route: string) =>
    readPage(route)
      .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ");
  const insightRoutes = arabicRoutes().filter((route) => route.startsWith("/ar/insights/"));
  expect(insightRoutes.length).toBeGreaterThan(1);
  const wrong = insightRoutes.filter(
    (route) =>
      visible(route).includes(siteFacts.founder.name) || !visible(route).includes(arabicSiteFacts.founder.name),
  );
  expect(wrong).toEqual([]);
});
