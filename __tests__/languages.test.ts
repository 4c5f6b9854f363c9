import { alternatesOf, hreflangLinks, localizedPath, splitLanguage } from "../src/languages";

describe("the site's languages", () => {
  it("keep English at its URLs and put Arabic under /ar/ with the same slugs", () => {
    expect(localizedPath("en", "/services/wills/")).toBe("/services/wills/");
    expect(localizedPath("ar", "/services/wills/")).toBe("/ar/services/wills/");
    expect(localizedPath("ar", "/")).toBe("/ar/");
    expect(splitLanguage("/ar/legal/terms/")).toEqual({ lang: "ar", path: "/legal/terms/" });
    expect(splitLanguage("/archive/")).toEqual({ lang: "en", path: "/archive/" });
  });

  it("give every page hreflang links to itself, its twin and x-default (English)", () => {
    expect(hreflangLinks(alternatesOf("/foundation/"))).toEqual([
      { lang: "en", url: "/foundation/" },
      { lang: "ar", url: "/ar/foundation/" },
      { lang: "x-default", url: "/foundation/" },
    ]);
  });
});
