import { render } from "@testing-library/react";
import { Helmet } from "react-helmet";
import { Seo, defaultSocialImage } from "../../src/components/Seo";
import { mockSiteMetadata, SITE_URL } from "../support/gatsby";

beforeEach(mockSiteMetadata);

type HelmetTag = Partial<Record<"name" | "property" | "content" | "innerHTML", string>>;

const metaContent = (key: string) =>
  (Helmet.peek().metaTags as HelmetTag[])
    .filter((tag) => tag.name === key || tag.property === key)
    .map((tag) => tag.content);

describe("Seo", () => {
  it("uses the branded default card, as an absolute URL, when the page has no image", () => {
    render(<Seo title="Home" description="d" path="/" />);
    expect(metaContent("og:image")).toEqual([`${SITE_URL}${defaultSocialImage.src}`]);
    expect(metaContent("og:image:alt")).toEqual([defaultSocialImage.alt]);
    expect(metaContent("og:type")).toEqual(["website"]);
    expect(metaContent("twitter:card")).toEqual(["summary_large_image"]);
  });

  it("uses the page's own image and type when given", () => {
    render(
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
    render(<Seo title="X" description="d" path="/x/" structuredData={[{ "@type": "Thing", name: "</script>" }]} />);
    const scripts = (Helmet.peek().scriptTags as HelmetTag[]).map((tag) => tag.innerHTML ?? "");
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0])["@type"]).toBe("LegalService");
    expect(scripts[1]).not.toContain("</script>");
    expect(JSON.parse(scripts[1]).name).toBe("</script>");
  });

  it("marks pages to keep out of search results", () => {
    render(<Seo title="Not found" description="d" path="/404/" noIndex />);
    expect(metaContent("robots")).toEqual(["noindex"]);
  });
});
