import { screen } from "@testing-library/react";
import LegalTemplate from "../../src/templates/legal";
import { bodyJson, mockSiteMetadata, pageProps } from "../support/gatsby";
import { renderInLanguage } from "../support/page-language";

beforeEach(mockSiteMetadata);

describe("legal template", () => {
  it("shows title, description, the long US English last-updated date and the body", () => {
    const data: Queries.LegalPageQuery = {
      mdxLegal: {
        slug: "privacy-policy",
        title: "Privacy Policy",
        description: "How we handle personal data.",
        placeholders: [],
        lastUpdated: "2026-03-04",
        body: bodyJson([["h2", null, "Who we are"]]),
      },
    };
    renderInLanguage(<LegalTemplate {...pageProps(data, "/legal/privacy-policy/")} />, "en", "/legal/privacy-policy/");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Policy");
    expect(screen.getByText("How we handle personal data.")).toBeInTheDocument();
    const updated = screen.getByText("March 4, 2026");
    expect(updated.tagName).toBe("TIME");
    expect(updated).toHaveAttribute("datetime", "2026-03-04");
    expect(screen.getByRole("heading", { level: 2, name: "Who we are" })).toBeInTheDocument();
  });
});
