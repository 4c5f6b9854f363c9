import type { ComponentType } from "react";
import { screen } from "@testing-library/react";
import { Hero } from "../../src/components/home/Hero";
import { WhyUs } from "../../src/components/home/WhyUs";
import { home, type HomeSectionProps } from "../../src/data/home";
import { siteFacts } from "../../src/site-facts";
import { renderInLanguage } from "../support/page-language";

/** Where the home page states the review figures, it links the public reviews they count. */
describe.each<[string, ComponentType<HomeSectionProps>]>([
  ["hero", Hero],
  ["stats (why us)", WhyUs],
])("the %s", (_, Section) => {
  it("links the review figures to the public page of the reviews", () => {
    renderInLanguage(<Section texts={home} />);
    // hidden: the hero's trust card shows from laptop widths only.
    expect(screen.getByText(/five-star reviews/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read the reviews on Google", hidden: true })).toHaveAttribute(
      "href",
      siteFacts.claims.reviewsUrl,
    );
  });
});

test("the stats say what the clients-served figure is counted from, and when", () => {
  renderInLanguage(<WhyUs texts={home} />);
  expect(
    screen.getByText(/^Clients served counted from sample figures, not yet our client records, as of November 2026\./),
  ).toBeInTheDocument();
});
