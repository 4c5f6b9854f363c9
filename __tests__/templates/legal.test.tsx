import { screen, within } from "@testing-library/react";
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

  it("lists every section, the terms' guarantee heading included, in order, and links back to the top", () => {
    const data: Queries.LegalPageQuery = {
      mdxLegal: {
        slug: "terms",
        title: "Terms and Conditions",
        description: "The terms.",
        placeholders: [],
        lastUpdated: "2026-03-04",
        body: bodyJson([
          ["h2", null, "Who we are"],
          ["DraftingGuaranteeHeading", null],
          ["h2", null, "Contact us"],
        ]),
      },
    };
    renderInLanguage(<LegalTemplate {...pageProps(data, "/legal/terms/")} />, "en", "/legal/terms/");
    const list = within(screen.getByTestId("side-column")).getByRole("navigation", {
      name: "On this page",
      hidden: true,
    });
    expect(
      within(list)
        .getAllByRole("link", { hidden: true })
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Who we are", "#section-1"],
      ["The 24-hour drafting guarantee", "#drafting-guarantee"],
      ["Contact us", "#section-2"],
    ]);
    for (const link of within(list).getAllByRole("link", { hidden: true })) {
      expect(document.getElementById(link.getAttribute("href")!.slice(1))).toHaveProperty("tagName", "H2");
    }
    expect(screen.getByRole("link", { name: "Back to top" })).toHaveAttribute("href", "#main");
  });
});
