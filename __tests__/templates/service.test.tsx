import { screen, within } from "@testing-library/react";
import { Helmet } from "react-helmet";
import ServiceTemplate from "../../src/templates/service";
import { siteFacts } from "../../src/site-facts";
import { bodyJson, fakeImage, mockSiteMetadata, pageProps, SITE_URL } from "../support/gatsby";
import { practiceIconOf } from "../../src/data/practice-areas";
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
  body: bodyJson([
    ["p", null, "Founders come to us early."],
    ["h2", null, "What the service is"],
    "\n",
    ["p", null, "Setting up a company."],
    ["h2", null, "Who needs it ", ["a", { href: "/foundation/" }, "today"]],
  ]),
};

/** The related services gatsby-node chose, and the query's nodes for them (in another order). */
const relatedServices: Queries.ServicePageQuery["relatedServices"] = {
  nodes: [
    {
      slug: "tax",
      title: "Taxation Law Consultation in the UAE",
      shortTitle: "Taxation law",
      description: "Tax.",
      icon: practiceIconOf("regulation-and-tax") as unknown as Record<string, unknown>,
    },
    {
      slug: "mou",
      title: "Memorandum of Understanding Drafting",
      shortTitle: null,
      description: "MOUs.",
      icon: practiceIconOf("companies-and-contracts") as unknown as Record<string, unknown>,
    },
  ],
};

type LatestInsight = Queries.ServicePageQuery["allMdxInsight"]["nodes"][number];

const renderService = (
  mdxService = service,
  { related = ["mou", "tax"], latest = [] }: { related?: string[]; latest?: readonly LatestInsight[] } = {},
) =>
  renderInLanguage(
    <ServiceTemplate
      {...pageProps(
        { mdxService, relatedServices, allMdxInsight: { nodes: latest } },
        `/services/${mdxService.slug}/`,
        {
          related,
        },
      )}
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
    renderService(service, { latest });
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
    // Under the title, in the side column's booking card (shown on wide screens: hidden here) and in the closing band.
    const links = within(main).getAllByRole("link", { name: /Book A Call/, hidden: true });
    expect(links).toHaveLength(3);
    for (const book of links) {
      expect(book).toHaveAttribute("href", siteFacts.bookingUrl);
      expect(book).toHaveAttribute("target", "_blank");
      expect(book).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(within(main).getAllByText(/Free 60-minute call/).length).toBeGreaterThan(0);
  });

  it("shows the cover as a responsive image, loaded eagerly", () => {
    const { container } = renderService();
    const img = screen.getByAltText("Cover illustration for Business Setup in Dubai and the UAE");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img.getAttribute("srcset")).toContain("1120w");
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute("srcset")).toContain("560w");
  });

  it('lists the body\'s sections under "On this page" as links to their headings, in the side column and the collapsible list', () => {
    renderService();
    const sideList = within(screen.getByTestId("side-column")).getByRole("navigation", {
      name: "On this page",
      hidden: true,
    });
    const links = within(sideList).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["What the service is", "#section-1"],
      ["Who needs it today", "#section-2"],
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "What the service is" })).toHaveAttribute("id", "section-1");
    expect(screen.getByRole("heading", { level: 2, name: "Who needs it today" })).toHaveAttribute("id", "section-2");
    const collapsible = screen.getByText("On this page", { selector: "summary" }).closest("details")!;
    expect(
      within(collapsible)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#section-1", "#section-2"]);
  });

  it("shows the body's introduction before the cover, and its sections after it", () => {
    renderService();
    const cover = screen.getByAltText("Cover illustration for Business Setup in Dubai and the UAE");
    const introduction = screen.getByText("Founders come to us early.");
    const firstSection = screen.getByRole("heading", { level: 2, name: "What the service is" });
    expect(introduction.compareDocumentPosition(cover) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cover.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("has a booking card with the free call, the phone and the hours", () => {
    renderService();
    // The side column shows from laptop widths: jsdom, without a width, does not show it.
    const card = screen.getByRole("region", { name: "Free 60-minute call no obligation", hidden: true });
    expect(within(card).getByRole("link", { name: /Book A Call/, hidden: true })).toHaveAttribute(
      "href",
      siteFacts.bookingUrl,
    );
    expect(
      within(card).getByRole("link", { name: siteFacts.phone.display.replace(/ /g, "\u00a0"), hidden: true }),
    ).toHaveAttribute("href", `tel:${siteFacts.phone.e164}`);
    expect(card).toHaveTextContent(siteFacts.workingHours.label);
  });

  it("ends with the related services, in gatsby-node's order and by their short titles, then the call to book", () => {
    renderService();
    const related = screen.getByRole("region", { name: "Related services" });
    expect(
      within(related)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Memorandum of Understanding Drafting", "Taxation law"]);
    expect(within(related).getByRole("link", { name: "Taxation law" })).toHaveAttribute("href", "/services/tax/");
    const closing = screen.getByRole("region", { name: "Talk to a lawyer this week" });
    expect(related.compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(closing).getByRole("link", { name: /Book A Call/ })).toHaveAttribute("href", siteFacts.bookingUrl);
  });

  it("shows no related services when gatsby-node found none", () => {
    renderService(service, { related: [] });
    expect(screen.queryByRole("region", { name: "Related services" })).toBeNull();
  });

  // The trail's last item and the BreadcrumbList's last name are the page's h1 (seo.test); the short title is for cards and links.
  it("names the page by its full title in the breadcrumb trail", () => {
    renderService();
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(trail).getByText(service.title).closest("li")).toHaveAttribute("aria-current", "page");
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
