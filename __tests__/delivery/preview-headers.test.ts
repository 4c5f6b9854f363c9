/** @jest-environment node */
import { headerRules, isDeployPreview } from "../../src/lib/security-headers";

/** A deploy preview (npm run build:preview) tells search engines to stay away from every response. */
const page = { path: "/", html: "<html><body><script>1</script></body></html>" };
const robots = (preview: boolean) =>
  headerRules([page], { preview }).flatMap((rule) => (rule.headers["X-Robots-Tag"] ? [rule] : []));

test("a preview build sends X-Robots-Tag: noindex on every path", () => {
  expect(robots(true)).toEqual([expect.objectContaining({ path: "/*" })]);
  expect(robots(true)[0].headers["X-Robots-Tag"]).toBe("noindex");
});

test("the live site's build does not", () => {
  expect(robots(false)).toEqual([]);
});

test("GATSBY_DEPLOY_PREVIEW=true, which build:preview sets, makes a build a preview", () => {
  expect(isDeployPreview({ GATSBY_DEPLOY_PREVIEW: "true" })).toBe(true);
  expect(isDeployPreview({})).toBe(false);
});
