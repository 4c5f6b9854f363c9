import path from "path";
import type { Browser, BrowserContext, Route } from "playwright-core";
import { routes } from "../../src/lib/routes";
import { siteFacts } from "../../src/site-facts";
import { launchBrowser, openSite, recordCspViolations } from "./support/browser";
import { parseNetlifyHeadersFile, servedHeaders, type NetlifyHeaderRule } from "./support/netlify-headers";
import { assertBuilt, publicDir } from "./support/public";
import { startStaticServer, type StaticServer } from "./support/server";

/**
 * An editor logs in to the CMS at /admin/ with GitHub, as in production: the built CMS served
 * with the site's own _headers, Netlify's OAuth provider answered by a stand-in at its own
 * origin (Decap checks the messages' origin against its base_url), GitHub's API by stubs.
 * The same build with Cross-Origin-Opener-Policy: same-origin on /admin/ must not log in:
 * that policy cuts the popup's window.opener, through which the provider answers.
 */

jest.setTimeout(120_000);

/** Decap's default OAuth base_url (decap-cms-lib-auth's netlify-auth.js), which the site's config keeps. */
const NETLIFY_API = "https://api.netlify.com";
const GITHUB_API = "https://api.github.com";
/** Not "localhost": the CMS uses decap-server there (src/cms/index.ts). Chromium resolves *.localhost to loopback and treats it as a secure context, where COOP applies. */
const CMS_HOST = "cms.localhost";

/**
 * What Netlify's provider page does once GitHub has answered: tell the opener it is authorizing,
 * wait for the opener to echo that, then send the token to the opener's origin.
 */
const PROVIDER_PAGE = `<!doctype html><title>Authorizing</title><script>
const provider = new URLSearchParams(location.search).get("provider");
window.addEventListener("message", (event) => {
  if (event.data !== "authorizing:" + provider) return;
  const token = JSON.stringify({ token: "stub-token", provider });
  window.opener.postMessage("authorization:" + provider + ":success:" + token, event.origin);
});
window.opener.postMessage("authorizing:" + provider, "*");
</script>`;

const [owner] = siteFacts.repository.split("/");

/** What the GitHub backend asks for after login, up to the collections list: an editor with push rights, empty folders, no drafts. */
const githubAnswers: [RegExp, unknown][] = [
  [/^\/user$/, { login: "editor", name: "Editor", id: 1 }],
  [
    new RegExp(`^/repos/${siteFacts.repository}$`),
    { full_name: siteFacts.repository, owner: { login: owner }, permissions: { push: true }, default_branch: "main" },
  ],
  [/\/git\/trees\//, { sha: "0".repeat(40), tree: [], truncated: false }],
  [/\/pulls$/, []],
];

const answerGitHub = (unexpected: string[]) => (route: Route) => {
  const url = new URL(route.request().url());
  const answer = githubAnswers.find(([pattern]) => pattern.test(url.pathname));
  if (!answer) unexpected.push(`${route.request().method()} ${url.pathname}`);
  return route.fulfill({
    status: answer ? 200 : 404,
    contentType: "application/json",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: JSON.stringify(answer ? answer[1] : { message: "Not Found" }),
  });
};

const rules = () => parseNetlifyHeadersFile(path.join(publicDir, "_headers"));

/** The planted fault: the opener policy the site sent everywhere before, on /admin/ too. */
const withCmsOpenerPolicy = (parsed: NetlifyHeaderRule[], value: string): NetlifyHeaderRule[] =>
  parsed.map((rule) =>
    rule.forRegExp.test(routes.cms) && rule.values["Cross-Origin-Opener-Policy"]
      ? { ...rule, values: { ...rule.values, "Cross-Origin-Opener-Policy": value } }
      : rule,
  );

let browser: Browser;
let site: StaticServer;
let planted: StaticServer;

beforeAll(async () => {
  assertBuilt();
  const parsed = rules();
  site = await startStaticServer((urlPath) => servedHeaders(parsed, urlPath));
  const same = withCmsOpenerPolicy(parsed, "same-origin");
  planted = await startStaticServer((urlPath) => servedHeaders(same, urlPath));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await planted?.close();
});

const cmsOrigin = (server: StaticServer) => `http://${CMS_HOST}:${new URL(server.origin).port}`;

/** /admin/ of `server` opened, "Login with GitHub" clicked; every request off the site is stubbed or aborted (decap-server's port among them). */
const clickLogin = async (server: StaticServer) => {
  const origin = cmsOrigin(server);
  const { context } = await openSite(browser, origin);
  const providerRequests: string[] = [];
  await context.route(`${NETLIFY_API}/**`, (route) => {
    providerRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/html; charset=utf-8", body: PROVIDER_PAGE });
  });
  const unexpectedGitHubCalls: string[] = [];
  await context.route(`${GITHUB_API}/**`, answerGitHub(unexpectedGitHubCalls));
  const page = await context.newPage();
  // The CMS bundle is several megabytes: on a busy machine it takes a while.
  page.setDefaultTimeout(60_000);
  const violations = await recordCspViolations(page);
  const response = await page.goto(`${origin}${routes.cms}`, { waitUntil: "domcontentloaded" });
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  return { context, page, response, popup: await popup, providerRequests, unexpectedGitHubCalls, violations };
};

const collections = (page: Awaited<ReturnType<typeof clickLogin>>["page"]) =>
  page.getByRole("link", { name: "Services" }).first();

const closing: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((context) => context.close()));
});

test("an editor logs in with GitHub through Netlify's OAuth popup and reaches the collections", async () => {
  const login = await clickLogin(site);
  closing.push(login.context);
  expect(login.response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  await collections(login.page).waitFor();
  await expect(login.page.getByRole("button", { name: "Login with GitHub" }).count()).resolves.toBe(0);
  expect(login.providerRequests).toEqual([`${NETLIFY_API}/auth?provider=github&site_id=${CMS_HOST}&scope=repo`]);
  expect(login.violations).toEqual([]);
  expect(login.unexpectedGitHubCalls).toEqual([]);
});

test("with Cross-Origin-Opener-Policy: same-origin on /admin/ (the planted fault) the popup has no opener and the login never completes", async () => {
  const login = await clickLogin(planted);
  closing.push(login.context);
  expect(login.response?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  await login.popup.waitForLoadState();
  expect(login.providerRequests).toHaveLength(1);
  expect(await login.popup.evaluate(() => window.opener)).toBeNull();
  await expect(collections(login.page).waitFor({ timeout: 5_000 })).rejects.toThrow(/Timeout/);
  await login.page.getByRole("button", { name: "Login with GitHub" }).waitFor();
});
