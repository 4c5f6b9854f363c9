import { isSitePath } from "../../src/lib/site-path";

describe("isSitePath: an address that stays on this site", () => {
  it.each(["#x", "?q", "/a", "/", "/services/x/#faq", "/./services/x/", "/ar/services/%D8%A7/", "\t/a"])(
    "%j is on the site",
    (href) => {
      expect(isSitePath(href)).toBe(true);
    },
  );

  it.each([
    ["//evil.example/login", "another site, scheme-relative"],
    ["/\\evil.example", "a browser reads \\ as /"],
    ["\\\\evil.example", "a browser reads \\ as /"],
    ["/\t/evil.example", "a browser drops the tab"],
    ["/\n/evil.example", "a browser drops the line break"],
    [" //evil.example", "a leading space"],
    [" /a", "a leading space: not written as a site path"],
    ["https://x.example/", "a scheme"],
    ["mailto:a@b.ae", "a scheme"],
    ["tel:+97140000000", "a scheme"],
    ["page/", "a relative path"],
    // Each resolves on a page of the site to the path "//evil.example/…", another site to Gatsby's router.
    ["/.//evil.example/phish/", "a dot segment before //"],
    ["/..//evil.example/phish/", "a double-dot segment before //"],
    ["/%2e//evil.example/", "an escaped dot segment"],
    ["/%2E%2E//evil.example/", "escaped double dots"],
    ["/.\\/evil.example/", "a dot segment, then \\ read as /"],
    ["/.\t//evil.example/", "a dot segment, then a tab the browser drops"],
    // Decoded or normalised the way a server or router may read the path before it redirects.
    ["/%2F/evil.example", "an escaped slash"],
    ["/.%2f/evil.example/", "a dot segment, then an escaped slash"],
    ["/.%5c/evil.example/", "a dot segment, then an escaped backslash"],
    ["/.\uff0f/evil.example/", "a dot segment, then a full-width solidus"],
    ["/\uff0f/evil.example/", "a full-width solidus"],
    ["", "no address"],
  ])("%j is off the site (%s)", (href) => {
    expect(isSitePath(href)).toBe(false);
  });
});
