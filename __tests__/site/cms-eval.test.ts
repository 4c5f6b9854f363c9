import fs from "fs";
import path from "path";
import { cmsContentSecurityPolicy } from "../../src/build/security-headers";
import { routes } from "../../src/lib/routes";
import { launchBrowser, openSite, recordCspViolations } from "./support/browser";
import { assertBuilt, publicDir } from "./support/public";
import { startStaticServer } from "./support/server";

/**
 * The CMS preview renders a draft's body as data (src/cms/MdxBody.tsx): the MDX compiler and its
 * evaluate are not in the CMS's bundle. /admin/ still allows 'unsafe-eval' for Decap CMS itself,
 * which validates its configuration with ajv (each schema compiled with new Function): the test
 * below shows the CMS failing without it, and will fail the day Decap no longer needs it.
 */
jest.setTimeout(90_000);

beforeAll(assertBuilt);

/** A name the MDX compiler writes into every compiled document (@mdx-js/mdx's recma-document), and so holds in its code. */
const compilerMarker = "_createMdxContent";

test("the CMS's bundle holds no MDX compiler: a draft is never compiled or evaluated", () => {
  const compiler = fs.readFileSync(require.resolve("@mdx-js/mdx/lib/plugin/recma-document.js"), "utf8");
  expect(compiler).toContain(compilerMarker);
  const cms = fs.readFileSync(path.join(publicDir, routes.cms, "cms.js"), "utf8");
  expect(cms).not.toContain(compilerMarker);
});

test("Decap CMS itself does not start without 'unsafe-eval', which is why /admin/ allows it", async () => {
  const server = await startStaticServer();
  const browser = await launchBrowser();
  try {
    const { context } = await openSite(browser, server.origin);
    const violations = await recordCspViolations(context);
    const page = await context.newPage();
    const withoutEval = cmsContentSecurityPolicy().replace(" 'unsafe-eval'", "");
    expect(withoutEval).not.toBe(cmsContentSecurityPolicy());
    await page.route(`**${routes.cms}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": withoutEval } });
    });
    await page.goto(`${server.origin}${routes.cms}`);
    await page.getByText("Error loading the CMS configuration").waitFor();
    expect(violations).toContain("script-src eval");
  } finally {
    await browser.close();
    await server.close();
  }
});
