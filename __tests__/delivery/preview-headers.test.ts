/** @jest-environment node */
import { headerRules, isDeployPreview } from "../../src/build/security-headers";

/** A deploy preview (npm run build:preview) tells search engines to stay away from every response. */
const page = { path: "/", html: "<html><body><script>1</script></body></html>" };
const robots = (preview: boolean) =>
  headerRules([page], [], { preview }).flatMap((rule) => (rule.headers["X-Robots-Tag"] ? [rule] : []));

test("a preview build sends X-Robots-Tag: noindex on every path", () => {
  expect(robots(true)).toEqual([expect.objectContaining({ path: "/*" })]);
  expect(robots(true)[0].headers["X-Robots-Tag"]).toBe("noindex");
});

test("the live site's build does not", () => {
  expect(robots(false)).toEqual([]);
});

test("on a preview the CMS's own rule does not repeat noindex, which /* already sends", () => {
  const admin = { path: "/admin/", html: "<html></html>" };
  const robotsRules = headerRules([page, admin], [], { preview: true }).filter((rule) => rule.headers["X-Robots-Tag"]);
  expect(robotsRules.map((rule) => rule.path)).toEqual(["/*"]);
});

test("GATSBY_DEPLOY_PREVIEW=true, which build:preview sets, makes a build a preview", () => {
  expect(isDeployPreview({ GATSBY_DEPLOY_PREVIEW: "true" })).toBe(true);
  expect(isDeployPreview({})).toBe(false);
});

test("the CMS at /admin/ is never indexed and gets its own policy, not a public page's", () => {
  const rules = headerRules(
    [page, { path: "/admin/", html: "<html><head><script src=cms.js></script></head></html>" }],
    [],
    { preview: false },
  );
  // One rule for every path under /admin/, wherever a host serves the CMS's page (its caching is the page's own rule).
  const admin = rules.filter((rule) => rule.path === "/admin/*");
  expect(admin).toHaveLength(1);
  expect(admin[0].headers["X-Robots-Tag"]).toBe("noindex");
  expect(admin[0].headers["Content-Security-Policy"]).toContain("connect-src 'self' blob: https://api.github.com");
  expect(admin[0].headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  const home = rules.find((rule) => rule.path === "/");
  expect(home?.headers["Content-Security-Policy"]).not.toContain("api.github.com");
  expect(home?.headers["Content-Security-Policy"]).not.toContain("unsafe-eval");
});
