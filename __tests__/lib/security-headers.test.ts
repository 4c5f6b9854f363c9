/** @jest-environment node */
import {
  cmsContentSecurityPolicy,
  contentSecurityPolicy,
  headerRules,
  IMMUTABLE,
  isContentHashed,
  metaPolicy,
  REVALIDATE,
  siteWidePolicy,
  unionOfPolicies,
} from "../../src/lib/security-headers";

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

test("the union of the page policies allows every source any of them allows, and drops 'none' beside another source", () => {
  const home = contentSecurityPolicy(["'sha256-home'"]);
  const services = contentSecurityPolicy(["'sha256-services'"]);
  const union = directives(unionOfPolicies([home, services, cmsContentSecurityPolicy()]));
  expect(union.get("script-src")).toEqual(
    expect.arrayContaining(["'self'", "'sha256-home'", "'sha256-services'", "'unsafe-eval'"]),
  );
  expect(union.get("frame-src")).toEqual(["'self'"]);
  expect(union.get("object-src")).toEqual(["'none'"]);
  expect(union.get("frame-ancestors")).not.toContain("'none'");
  for (const policy of [home, services, cmsContentSecurityPolicy()]) {
    for (const [name, sources] of directives(policy)) {
      expect([name, sources.filter((source) => source !== "'none'" && !union.get(name)?.includes(source))]).toEqual([
        name,
        [],
      ]);
    }
  }
});

test("the site-wide policy leaves scripts to each page's own: what only the CMS needs reaches no other path", () => {
  const home = contentSecurityPolicy(["'sha256-home'"]);
  const siteWide = siteWidePolicy([home, cmsContentSecurityPolicy()]);
  expect(siteWide).not.toContain("'unsafe-eval'");
  expect([...directives(siteWide).keys()]).toEqual(
    [...directives(unionOfPolicies([home, cmsContentSecurityPolicy()])).keys()].filter(
      (name) => !["default-src", "script-src"].includes(name),
    ),
  );
  expect(directives(siteWide).get("connect-src")).toContain("https://api.github.com");
});

test("a policy for a <meta> leaves out frame-ancestors, which browsers ignore there, and keeps the rest", () => {
  const policy = contentSecurityPolicy(["'sha256-home'"]);
  expect(directives(metaPolicy(policy))).toEqual(
    new Map([...directives(policy)].filter(([name]) => name !== "frame-ancestors")),
  );
});

test("policies naming different directives cannot be united: the error says which", () => {
  expect(() => unionOfPolicies(["default-src 'self'; script-src 'self'", "default-src 'self'"])).toThrow(
    /security-headers\.ts: cannot unite 2 page policies.*"default-src script-src".*"default-src"/,
  );
});

test("files are immutable only when their names carry webpack's content hash", () => {
  expect(
    ["/app-871281bc79ac1b519444.js", "/styles.6dd1fbf3ee8763946388.css", "/admin/309.f455a839fbe021888323.js"].every(
      isContentHashed,
    ),
  ).toBe(true);
  expect(["/admin/cms.js", "/~partytown/partytown.js", "/app-871281bc79ac1b519444.js.map"].some(isContentHashed)).toBe(
    false,
  );
  const cache = (file: string) =>
    headerRules([{ path: "/", html: "" }], [file], { preview: false }).find((rule) => rule.path === file)?.headers[
      "Cache-Control"
    ];
  expect(cache("/app-871281bc79ac1b519444.js")).toBe(IMMUTABLE);
  expect(cache("/admin/cms.js")).toBe(REVALIDATE);
  expect(cache("/page-data/index/page-data.json")).toBeUndefined();
});
