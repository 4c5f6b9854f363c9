import { isSitePath } from "../../src/lib/site-path";

describe("isSitePath: an address that stays on this site", () => {
  it.each(["#x", "?q", "/a", "/", "/services/x/#faq", "/%2F/evil.example", "\t/a"])("%j is on the site", (href) => {
    expect(isSitePath(href)).toBe(true);
  });

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
    ["", "no address"],
  ])("%j is off the site (%s)", (href) => {
    expect(isSitePath(href)).toBe(false);
  });
});
