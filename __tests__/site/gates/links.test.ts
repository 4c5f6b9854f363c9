import path from "path";
import { mapUrlOf } from "../../../src/lib/map-link";
import { testimonials } from "../../../src/data/testimonials";
import { languages } from "../../../src/languages";
import { contentFilesIn, readContentFileAt } from "../../support/content-files";
import { siteFacts } from "../../../src/site-facts";
import { checkPageLinks, type LinkPolicy } from "../support/links";
import { assertBuilt } from "../support/public";
import { allRoutes } from "../support/routes";
import { startStaticServer, type StaticServer } from "../support/server";
import { siteUrl } from "../support/sitemap";

/** The sources each insight cites (content/insights/): the build checks each is an https:// address. */
const root = path.resolve(__dirname, "../../..");
const insightSources = languages.flatMap((lang) =>
  contentFilesIn(root, "insight", lang).flatMap((file) => {
    const reading = readContentFileAt(root, file);
    return "problem" in reading ? [] : ((reading.data.sources ?? []) as { url: string }[]).map(({ url }) => url);
  }),
);

/** Links gate: nothing internal is broken, every #fragment exists, and external links are only the allowed ones. */
const policy: LinkPolicy = {
  siteUrl,
  // The booking page, the firm's e-mail address, the published reviews the claims and testimonials cite,
  // and anything content deliberately cites (add it here when an editor cites a source).
  allowedExternal: [
    siteFacts.bookingUrl,
    `mailto:${siteFacts.email}`,
    siteFacts.claims.reviewsUrl,
    // The footer's map links: one per office with an address, opened only on click.
    ...siteFacts.offices.flatMap(({ address }) => (address ? [mapUrlOf(address)] : [])),
    // The firm's WhatsApp chat, where the site facts hold a number (booking card, booking bar, footer).
    ...(siteFacts.whatsapp ? [`https://wa.me/${siteFacts.whatsapp}`] : []),
    ...testimonials.map(({ source }) => source.url),
    ...insightSources,
  ],
};

let server: StaticServer;
const cache = new Map<string, { status: number; html?: string }>();

const fetchLocal = async (path: string) => {
  if (!cache.has(path)) {
    const response = await fetch(`${server.origin}${path}`, { redirect: "follow" });
    const isHtml = response.headers.get("content-type")?.startsWith("text/html");
    // Every body is read: an unread one holds its connection until garbage collection resets it.
    const body = await response.arrayBuffer();
    const html = isHtml ? new TextDecoder().decode(body) : undefined;
    cache.set(path, { status: response.status, html });
  }
  return cache.get(path)!;
};

beforeAll(async () => {
  assertBuilt();
  server = await startStaticServer();
});
afterAll(() => server?.close());

test.each(allRoutes())("%s links only to what exists and is allowed", async (route) => {
  const page = await fetchLocal(route);
  expect(await checkPageLinks(route, page.html!, policy, fetchLocal)).toEqual([]);
});

test("the gate catches planted faults: a broken link, a missing fragment, an unlisted external link", async () => {
  const html = (await fetchLocal("/")).html!.replace(
    "</main>",
    '<a href="/services/no-such-service/">x</a><a href="/foundation/#no-such-section">y</a><a href="https://tracker.example/">z</a><img alt="" src="/static/missing.jpg"></main>',
  );
  const problems = await checkPageLinks("/", html, policy, fetchLocal);
  expect(problems.map((p) => `${p.url} ${p.problem}`)).toEqual([
    "/services/no-such-service/ answers 404",
    '/foundation/#no-such-section no element with id "no-such-section"',
    "https://tracker.example/ external link not on the allow-list",
    "/static/missing.jpg answers 404",
  ]);
});
