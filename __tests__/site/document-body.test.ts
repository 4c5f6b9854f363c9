import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { contentModel } from "../../src/content-model";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { hydrated } from "./support/browser";
import { serveSiteToBrowser } from "./support/site-in-browser";

/**
 * A document's body is data in its page's query (src/lib/body-tree.ts), rendered by DocumentBody: the
 * server's HTML on the first load, React's after a client-side navigation. Its links to other pages
 * navigate on the client in both, as Gatsby's Link does.
 */
jest.setTimeout(90_000);

const site = serveSiteToBrowser();

const titleOf = (slug: string) =>
  String(
    readFrontmatter(fs.readFileSync(path.resolve(__dirname, `../../content/services/en/${slug}.mdx`), "utf8")).data
      .title,
  );

/** Clicks the body's link to another service and waits for that page, in the same document. */
const followBodyLink = async (page: Page, slug: string) => {
  const route = contentModel.service.route(slug);
  await Promise.all([page.waitForURL(`**${route}`), page.locator(`article a[href="${route}"]`).first().click()]);
  await page.locator("h1", { hasText: titleOf(slug) }).waitFor();
};

test("a link inside a body navigates on the client, from the server's HTML and from React's", async () => {
  const { page } = await site.visitPage("/services/assistance-representation-in-dubai-and-uae-legal-system/");
  await hydrated(page);
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));

  // The first load: the article is the server's HTML, kept as it is during hydration.
  await followBodyLink(page, "assistance-representation-in-dubai-and-uae-legal-system-2");
  // Now the article was rendered in the browser from the page's data.
  const rendered = await page.locator("article h2").allTextContents();
  expect(rendered).toContain("Frequently asked questions");
  await followBodyLink(page, "legal-mediation-in-the-united-arab-emirates-legal-system-in-dubai");

  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-same-document"))).toBe(true);
});

test("a body rendered after a client-side navigation is the server's HTML of that page", async () => {
  const slug = "assistance-representation-in-dubai-and-uae-legal-system-2";
  const { page } = await site.visitPage(contentModel.service.route(slug));
  // React's server renderer separates neighbouring texts with empty comments; the browser's renderer does not.
  const server = (await page.locator("article").first().innerHTML()).replaceAll("<!-- -->", "");
  await hydrated(page);
  await Promise.all([page.waitForURL("**/services/"), page.locator('header a[href="/services/"]').first().click()]);
  await Promise.all([
    page.waitForURL(`**${contentModel.service.route(slug)}`),
    page
      .locator(`main a[href="${contentModel.service.route(slug)}"]`)
      .first()
      .click(),
  ]);
  await page.locator("h1", { hasText: titleOf(slug) }).waitFor();
  expect(await page.locator("article").first().innerHTML()).toBe(server);
});
