import type { ComponentType } from "react";
import { screen } from "@testing-library/react";
import { Hero } from "../../src/components/home/Hero";
import { TrustedBy } from "../../src/components/home/TrustedBy";
import { home, type HomeSectionProps } from "../../src/data/home";
import { siteFacts } from "../../src/site-facts";
import { renderInLanguage } from "../support/page-language";

/** Where the home page states the review figures, it links the public reviews they count. */
describe.each<[string, ComponentType<HomeSectionProps>]>([
  ["hero", Hero],
  ["stats (trusted by)", TrustedBy],
])("the %s", (_, Section) => {
  it("links the review figures to the public page of the reviews", () => {
    renderInLanguage(<Section texts={home} />);
    // hidden: the hero's trust card shows from laptop widths only.
    expect(screen.getAllByText(/five-star reviews/).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Read the reviews on Google", hidden: true })).toHaveAttribute(
      "href",
      siteFacts.claims.reviewsUrl,
    );
  });
});

test("the stats say what the clients-served figure is counted from, and when", () => {
  renderInLanguage(<TrustedBy texts={home} />);
  expect(
    screen.getByText(/^Clients served counted from sample figures, not yet our client records, as of November 2026\./),
  ).toBeInTheDocument();
});

test("the figures and the testimonials are one band under the spec's heading, two figures in two columns", () => {
  renderInLanguage(<TrustedBy texts={home} />);
  const band = screen.getByRole("region", { name: "Trusted By Over 1,136+ Entrepreneurs and Counting..." });
  expect(band).toHaveTextContent("1,136+entrepreneurs served as clients");
  expect(band).toHaveTextContent("200+five-star reviews");
  expect(screen.getByRole("region", { name: "Testimonials" })).toBeInTheDocument();
  expect(home.testimonials.stats).toHaveLength(2);
});

test("on phones the hero shows the rating under its button", () => {
  renderInLanguage(<Hero texts={home} />);
  const button = screen.getAllByRole("link", { name: /Book A Call/ })[0];
  const rating = screen.getByText(`${home.hero.trust.rating} ${home.hero.trust.reviews}`, { exact: false });
  expect(button.compareDocumentPosition(rating)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(rating.closest("aside")).toBeNull();
});
