import { screen, within } from "@testing-library/react";
import { Helmet } from "react-helmet";
import ServiceTemplate from "../../src/templates/service";
import { siteFacts } from "../../src/site-facts";
import { bodyJson, fakeImage, mockSiteMetadata, pageProps, SITE_URL } from "../support/gatsby";
import { renderInLanguage } from "../support/page-language";

const service: NonNullable<Queries.ServicePageQuery["mdxService"]> = {
  slug: "business-setup-in-dubai-and-the-uae",
  title: "Business Setup in Dubai and the UAE",
  description: "Company formation on the mainland or in a free zone.",
  placeholders: [],
  date: "2026-03-04",
  reviewedOn: "2026-11-22",
  reviewedBy: "Layla Al Mansoori, Founder and Managing Partner",
  coverAlt: "Cover illustration for Business Setup in Dubai and the UAE",
  coverImage: { childImageSharp: { gatsbyImageData: fakeImage }, social: null },
  body: bodyJson([["h2", null, "What the service is"], "\n", ["p", null, "Setting up a company."]]),
};

type LatestInsight = Queries.ServicePageQuery["allMdxInsight"]["nodes"][number];

const renderService = (mdxService = service, latest: readonly LatestInsight[] = []) =>
  renderInLanguage(
    <ServiceTemplate
      {...pageProps({ mdxService, allMdxInsight: { nodes: latest } }, `/services/${mdxService.slug}/`)}
    />,
    "en",
    `/services/${mdxService.slug}/`,
  );

beforeEach(mockSiteMetadata);

describe("service template", () => {
  it("lists the latest updates on its topic, each linking to its article, and links to them all", () => {
    const latest = [
      { slug: "newer-update", title: "A newer update", date: "2026-06-01" },
      { slug: "older-update", title: "An older update", date: "2025-07-20" },
    ];
    renderService(service, latest);
    const section = screen.getByRole("region", { name: "Latest updates on this topic" });
    const titles = within(section).getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(["A newer update", "An older update"]);
    expect(within(section).getByRole("link", { name: "A newer update" })).toHaveAttribute(
      "href",
      "/insights/newer-update/",
    );
    expect([...section.querySelectorAll("time")].map((time) => time.getAttribute("datetime"))).toEqual([
      "2026-06-01",
      "2025-07-20",
    ]);
    expect(within(section).getByRole("link", { name: "All updates on this topic" })).toHaveAttribute(
      "href",
      `/insights/topics/${service.slug}/`,
    );
  });

  it("shows no updates section when none is about the service", () => {
    renderService();
    expect(screen.queryByRole("region", { name: "Latest updates on this topic" })).toBeNull();
  });

  it("shows the title as the page heading, the last-updated date and the MDX body", () => {
    renderService();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Business Setup in Dubai and the UAE");
    expect(screen.getByText("March 4, 2026").closest("p")).toHaveTextContent("Last updated March 4, 2026");
    expect(screen.getByRole("heading", { level: 2, name: "What the service is" })).toBeInTheDocument();
  });

  it("says when and by whom the page was reviewed for UAE law", () => {
    renderService();
    const reviewed = screen.getByText(/^Reviewed for UAE law as of/);
    expect(reviewed).toHaveTextContent(
      "Reviewed for UAE law as of November 22, 2026 by Layla Al Mansoori, Founder and Managing Partner",
    );
    expect(within(reviewed).getByText("November 22, 2026")).toHaveAttribute("datetime", "2026-11-22");
  });

  it.each([
    ["never reviewed", { reviewedOn: null, reviewedBy: null }],
    ["a review date without a reviewer", { reviewedBy: null }],
    ["a reviewer without a date", { reviewedOn: null }],
  ])("shows no review line for a page %s", (_case, review) => {
    renderService({ ...service, ...review });
    expect(screen.queryByText(/Reviewed for UAE law/)).not.toBeInTheDocument();
  });

  it("warns on the page about placeholder text left to replace, and only then", () => {
    renderService({ ...service, placeholders: ['section "The steps" still holds the scaffold\'s text'] });
    expect(screen.getByRole("alert")).toHaveTextContent(/Not finished.*section "The steps"/);
  });

  it("shows no warning on a finished page", () => {
    renderService();
    expect(screen.queryByRole("alert")).toBeNull();
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
