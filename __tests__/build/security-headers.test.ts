/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  cmsContentSecurityPolicy,
  contentSecurityPolicy,
  headerRules,
  IMMUTABLE,
  isContentHashed,
  metaPolicy,
  REVALIDATE,
  siteWidePolicy,
  toNetlifyHeaders,
  unionOfPolicies,
} from "../../src/build/security-headers";
import { matchingHeaderValues, parseNetlifyHeadersFile, servedHeaders } from "../site/support/netlify-headers";
import { temporaryDir } from "../support/temporary-dir";

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

test("fonts come from the site itself only, on the pages and in the CMS: no data: URL", () => {
  expect(directives(contentSecurityPolicy(["'sha256-home'"])).get("font-src")).toEqual(["'self'"]);
  expect(directives(cmsContentSecurityPolicy()).get("font-src")).toEqual(["'self'"]);
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

describe("the rules as Netlify's own parser reads them (@netlify/headers-parser)", () => {
  const pages = [
    { path: "/", html: "<script>home()</script>" },
    { path: "/services/", html: "" },
    { path: "/404.html", html: "" },
    { path: "/admin/", html: "" },
  ];
  const files = ["/admin/cms.js", "/admin/309.f455a839fbe021888323.js", "/icons/icon-48x48.png"];
  const parsed = (() => {
    const file = path.join(temporaryDir("headers-"), "_headers");
    fs.writeFileSync(file, toNetlifyHeaders(headerRules(pages, files, { preview: false })));
    return parseNetlifyHeadersFile(file);
  })();
  const served = (urlPath: string) => servedHeaders(parsed, urlPath);

  it.each(["/admin/", "/admin/index.html", "/admin/index", "/admin/anything"])(
    "the CMS's policy, opener policy and noindex reach %s, wherever a host serves its page",
    (urlPath) => {
      expect(served(urlPath)["content-security-policy"].split(", ")).toContain(cmsContentSecurityPolicy());
      expect(served(urlPath)["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      expect(served(urlPath)["x-robots-tag"]).toBe("noindex");
    },
  );

  it("an unknown URL gets the headers every page gets but its own policy and opener policy", () => {
    const page = served("/services/");
    const unknown = served("/no-such-page/");
    expect(unknown["cross-origin-resource-policy"]).toBe("same-origin");
    const { "content-security-policy": _, "cross-origin-opener-policy": __, "cache-control": ___, ...shared } = page;
    expect(unknown).toEqual(expect.objectContaining(shared));
  });

  it("no header but the policy comes from two rules on any path, or it would be joined into an invalid value", () => {
    const paths = ["/", "/index.html", "/services/", "/404.html", "/no-such-page/", ...files, "/admin", "/admin/"];
    const conflicts = paths.flatMap((urlPath) =>
      Object.entries(matchingHeaderValues(parsed, urlPath))
        .filter(([name, values]) => name !== "content-security-policy" && values.length > 1)
        .map(([name]) => `${urlPath} ${name}`),
    );
    expect(conflicts).toEqual([]);
  });
});
