import fs from "fs";
import path from "path";
import { routes } from "../../src/lib/routes";
import { launchBrowser, openSite, recordCspViolations } from "./support/browser";
import { builtSiteHeaders } from "./support/netlify-headers";
import { assertBuilt, publicDir } from "./support/public";
import { startStaticServer } from "./support/server";

/**
 * The CMS's preview draws Arabic in the site's own face, whose smallest files (the digits) Gatsby's font rule would
 * inline as data: URLs; /admin/'s CSP allows fonts from 'self' only (src/build/security-headers.ts), so the CMS's
 * build writes every font as a file (src/cms/plugin/gatsby-node.js).
 */
jest.setTimeout(60_000);

beforeAll(assertBuilt);

/** Every font the CMS's scripts name: a URL under /admin/, or a data: URL. */
const fontsOfCms = () =>
  fs
    .readdirSync(path.join(publicDir, routes.cms))
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) => [
      ...fs
        .readFileSync(path.join(publicDir, routes.cms, file), "utf8")
        .matchAll(/(data:(?:font|application\/font)[^"')\s]*|[\w/.-]+\.woff2)/g),
    ])
    .map(([url]) => url);

test("every font the CMS uses loads under /admin/'s own CSP, with no violation: none is a data: URL", async () => {
  const fonts = fontsOfCms();
  // The Arabic face's four files: regular and bold, letters and digits.
  expect(fonts.filter((url) => url.includes("arabic"))).toHaveLength(4);
  expect(fonts.filter((url) => url.startsWith("data:"))).toEqual([]);

  const server = await startStaticServer(builtSiteHeaders());
  const browser = await launchBrowser();
  try {
    const { context } = await openSite(browser, server.origin);
    const violations = await recordCspViolations(context);
    const page = await context.newPage();
    await page.goto(`${server.origin}${routes.cms}`);
    // Each font loaded as the preview's @font-face rules load it, from the CMS's page, under its policy.
    const loaded = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            new FontFace("probe", `url("${url}")`).load().then(
              () => "loaded",
              () => `failed: ${url}`,
            ),
          ),
        ),
      fonts,
    );
    expect(loaded).toEqual(fonts.map(() => "loaded"));
    expect(violations).toEqual([]);
  } finally {
    await browser.close();
    await server.close();
  }
});
