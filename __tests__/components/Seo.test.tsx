import { Helmet } from "react-helmet";
import { Seo, defaultSocialImage } from "../../src/components/Seo";
import { mockSiteMetadata, SITE_URL } from "../support/gatsby";
import { render } from "@testing-library/react";
import { PageLanguageProvider } from "../../src/i18n/PageLanguage";
import { pageLanguage, renderInLanguage } from "../support/page-language";
import { uiStrings } from "../../src/data/ui";

beforeEach(mockSiteMetadata);

type HelmetTag = Partial<Record<"name" | "property" | "content" | "innerHTML", string>>;

const metaContent = (key: string) =>
  (Helmet.peek().metaTags as HelmetTag[])
    .filter((tag) => tag.name === key || tag.property === key)
    .map((tag) => tag.content);

describe("Seo", () => {
  it("uses the branded default card, as an absolute URL, when the page has no image", () => {
    renderInLanguage(<Seo title="Home" description="d" path="/" />);
    expect(metaContent("og:image")).toEqual([`${SITE_URL}${defaultSocialImage.src}`]);
    expect(metaContent("og:image:alt")).toEqual([uiStrings.en.seo.defaultImageAlt]);
    expect(metaContent("og:type")).toEqual(["website"]);
    expect(metaContent("twitter:card")).toEqual(["summary_large_image"]);
  });

  it("uses the page's own image and type when given", () => {
    renderInLanguage(
      <Seo
        title="Wills"
        description="d"
        path="/services/wills/"
        type="article"
        image={{ src: "/static/abc/wills.jpg", alt: "Cover", width: 1200, height: 630 }}
      />,
    );
    expect(metaContent("og:image")).toEqual([`${SITE_URL}/static/abc/wills.jpg`]);
    expect(metaContent("twitter:image")).toEqual([`${SITE_URL}/static/abc/wills.jpg`]);
    expect(metaContent("og:type")).toEqual(["article"]);
  });

  it("always adds the firm's LegalService JSON-LD, then the page's own, escaped for a script tag", () => {
    renderInLanguage(
      <Seo title="X" description="d" path="/x/" structuredData={[{ "@type": "Thing", name: "</script>" }]} />,
    );
    const scripts = (Helmet.peek().scriptTags as HelmetTag[]).map((tag) => tag.innerHTML ?? "");
    expect(scripts).toHaveLength(3);
    expect(JSON.parse(scripts[0])["@type"]).toBe("LegalService");
    expect(JSON.parse(scripts[1])).toMatchObject({ "@type": "WebPage", url: `${SITE_URL}/x/`, inLanguage: "en" });
    expect(scripts[2]).not.toContain("</script>");
    expect(JSON.parse(scripts[2]).name).toBe("</script>");
  });

  it("on an Arabic page sets lang and dir, the Arabic locale, and hreflang links to both twins and x-default", () => {
    renderInLanguage(<Seo title="الخدمات" description="d" path="/ar/services/" />, "ar", "/services/");
    const helmet = Helmet.peek();
    expect(helmet.htmlAttributes).toMatchObject({ lang: "ar", dir: "rtl" });
    expect(metaContent("og:locale")).toEqual(["ar_AE"]);
    expect(metaContent("og:locale:alternate")).toEqual(["en_AE"]);
    expect(metaContent("keywords")).toEqual([uiStrings.ar.seo.keywords]);
    const links = (helmet.linkTags as { rel: string; hrefLang?: string; href: string }[])
      .filter((link) => link.rel === "alternate")
      .map((link) => [link.hrefLang, link.href]);
    expect(links).toEqual([
      ["en", `${SITE_URL}/services/`],
      ["ar", `${SITE_URL}/ar/services/`],
      ["x-default", `${SITE_URL}/services/`],
    ]);
  });

  it("on a page written in one language only (an insight without its twin) has no hreflang links", () => {
    render(
      <PageLanguageProvider
        value={{
          ...pageLanguage("ar", "/insights/"),
          alternates: { en: "/insights/", ar: "/ar/insights/alone/" },
          withoutTwin: true,
        }}
      >
        <Seo title="تحديث" description="d" path="/ar/insights/alone/" type="article" />
      </PageLanguageProvider>,
    );
    const links = (Helmet.peek().linkTags as { rel: string; hrefLang?: string }[]).filter((link) => link.hrefLang);
    expect(links).toEqual([]);
    expect(metaContent("og:url")).toEqual([`${SITE_URL}/ar/insights/alone/`]);
  });

  it("marks pages to keep out of search results", () => {
    renderInLanguage(<Seo title="Not found" description="d" path="/404/" noIndex />);
    expect(metaContent("robots")).toEqual(["noindex"]);
  });
});
