import { viewports } from "./support/browser";
import { builtSiteHeaders } from "./support/netlify-headers";
import { serveSiteToBrowser } from "./support/site-in-browser";
import { visibleTexts } from "./support/visible-texts";
import { openSite } from "./support/browser";
jest.setTimeout(120000);
const site = serveSiteToBrowser(builtSiteHeaders);
const routes=["/services/online-legal-counselling-in-dubai/","/services/business-setup-in-dubai-and-the-uae/","/legal/cookie-policy/","/services/immigration-services-under-uae-law/"];
test("fresh contexts", async () => {
  for (const route of routes) {
  const t = [Date.now()]; const mark = (n: string) => { t.push(Date.now()); console.log(n, t[t.length-1]-t[t.length-2]); };
  const { context } = await openSite(site.browser, site.server.origin, { javaScriptEnabled: false }); mark("context");
  const page = await context.newPage(); mark("newPage");
  await page.goto(site.server.origin + route, { waitUntil: "domcontentloaded" }); mark("goto");
  await visibleTexts(page); mark("texts");
  await context.close(); mark("close");
  }
});
test("one context", async () => {
  const { context } = await openSite(site.browser, site.server.origin, { javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of routes) {
  const t = [Date.now()]; const mark = (n: string) => { t.push(Date.now()); console.log(n, t[t.length-1]-t[t.length-2]); };
  await page.goto(site.server.origin + route, { waitUntil: "domcontentloaded" }); mark("goto1");
  await visibleTexts(page); mark("texts1");
  }
  await context.close();
});
