import { render, screen, within } from "@testing-library/react";
import { Helmet } from "react-helmet";
import ServiceTemplate from "../../src/templates/service";
import { siteFacts } from "../../src/site-facts";
import { fakeImage, mockSiteMetadata, SITE_URL } from "../support/gatsby";

const data = {
  mdx: {
    fields: { slug: "business-setup-in-dubai-and-the-uae" },
    frontmatter: {
      title: "Business Setup in Dubai and the UAE",
      description: "Company formation on the mainland or in a free zone.",
      date: "2026-03-04T00:00:00.000Z",
      coverAlt: "Cover illustration for Business Setup in Dubai and the UAE",
      coverImage: { childImageSharp: { gatsbyImageData: fakeImage } },
    },
  },
};

const renderService = () =>
  render(
    <ServiceTemplate {...({ data } as any)}>
      <h2>What the service is</h2>
      <p>Setting up a company.</p>
    </ServiceTemplate>,
  );

beforeEach(mockSiteMetadata);

describe("service template", () => {
  it("shows the title as the page heading, the last-updated date and the MDX body", () => {
    renderService();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Business Setup in Dubai and the UAE");
    expect(screen.getByText("March 4, 2026").closest("p")).toHaveTextContent("Last updated March 4, 2026");
    expect(screen.getByRole("heading", { level: 2, name: "What the service is" })).toBeInTheDocument();
  });

  it("links Book A Call to the booking page in a new tab without a referrer", () => {
    renderService();
    const main = screen.getByRole("main");
    const book = within(main).getByRole("link", { name: /Book A Call/ });
    expect(book).toHaveAttribute("href", siteFacts.bookingUrl);
    expect(book).toHaveAttribute("target", "_blank");
    expect(book).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(main).getByText(/Free 60-minute call/)).toBeInTheDocument();
  });

  it("shows the cover as a responsive image, loaded eagerly", () => {
    const { container } = renderService();
    const img = screen.getByAltText("Cover illustration for Business Setup in Dubai and the UAE");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img.getAttribute("srcset")).toContain("1120w");
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute("srcset")).toContain("560w");
  });

  it("sets the page title and canonical URL", () => {
    renderService();
    const head = Helmet.peek();
    expect(head.title).toBe(`Business Setup in Dubai and the UAE | ${siteFacts.name}`);
    expect(head.linkTags).toContainEqual(
      expect.objectContaining({ rel: "canonical", href: `${SITE_URL}/services/business-setup-in-dubai-and-the-uae/` }),
    );
  });
});
