import type { ComponentType } from "react";
import { screen } from "@testing-library/react";
import { Hero } from "../../src/components/home/Hero";
import { HomeServices } from "../../src/components/home/HomeServices";
import { Steps } from "../../src/components/home/Steps";
import { WhyUs } from "../../src/components/home/WhyUs";
import { mdxComponents } from "../../src/components/MdxComponents";
import { home, homeTexts, type HomeSectionProps } from "../../src/data/home";
import { routes } from "../../src/lib/routes";
import {
  arabicDraftingClaim,
  arabicDraftingConditions,
  arabicDraftingGuaranteeLinkText,
  draftingClaim,
} from "../../src/site-facts";
import { renderInLanguage } from "../support/page-language";

/** The innermost elements whose own text states the drafting claim. */
const claimElements = (root: HTMLElement, claim = draftingClaim) =>
  Array.from(root.querySelectorAll<HTMLElement>("h1, h3, p, span, li")).filter(
    (element) =>
      element.textContent?.includes(claim) &&
      !Array.from(element.children).some((child) => child.textContent?.includes(claim)),
  );

/** The text of `place` that comes before `element`. */
const textBefore = (element: Element, place: Element) => {
  const range = document.createRange();
  range.setStart(place, 0);
  range.setEndBefore(element);
  return range.toString();
};

const homeSections: [string, ComponentType<HomeSectionProps>][] = [
  ["hero", Hero],
  ["drafting card", HomeServices],
  ["steps", Steps],
];

const conditions =
  "For the first English draft of an agreement type we list, once you have signed an engagement letter.";

describe.each(homeSections)("the %s", (section, Section) => {
  it("states the drafting claim in the one wording and links that place to the guarantee's definition", () => {
    const { container } = renderInLanguage(<Section texts={home} />);
    const claims = claimElements(container);
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      // The place where the claim is made: its card or step, or the whole hero.
      const place = claim.closest("li, article") ?? container;
      const links = Array.from(place.querySelectorAll("a")).filter(
        (link) => link.getAttribute("href") === routes.draftingGuarantee,
      );
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName("How the 24-hour guarantee works");
      // The conditions (terms: first English draft, engagement letter) are given once, in the hero, before its link.
      if (section === "hero") expect(textBefore(links[0], place)).toContain(conditions);
      else expect(place).not.toHaveTextContent(conditions);
    }
  });

  it("in Arabic, states the claim in its one Arabic wording and links it to the Arabic terms' definition", () => {
    const { container } = renderInLanguage(<Section texts={homeTexts.ar} />, "ar");
    const claims = claimElements(container, arabicDraftingClaim());
    expect(claims.length).toBeGreaterThan(0);
    expect(container).not.toHaveTextContent(draftingClaim);
    for (const claim of claims) {
      const place = claim.closest("li, article") ?? container;
      const links = Array.from(place.querySelectorAll("a")).filter(
        (link) => link.getAttribute("href") === `/ar${routes.draftingGuarantee}`,
      );
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(arabicDraftingGuaranteeLinkText());
      if (section === "hero") expect(textBefore(links[0], place)).toContain(`${arabicDraftingConditions()}.`);
      else expect(place).not.toHaveTextContent(arabicDraftingConditions());
    }
  });
});

test("the hero gives the conditions after its lead, before the link and the button", () => {
  const { container } = renderInLanguage(<Hero texts={home} />);
  const lead = screen.getByText(home.hero.lead);
  const link = screen.getByRole("link", { name: "How the 24-hour guarantee works" });
  expect(textBefore(link, container)).toContain(`${home.hero.lead}${conditions}`);
  expect(lead.compareDocumentPosition(link)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(link.compareDocumentPosition(screen.getAllByRole("link", { name: /Book A Call/ })[0])).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});

test("the why-us band does not repeat the claim and its link: the hero, the drafting card and the last step make it", () => {
  const { container } = renderInLanguage(<WhyUs texts={home} />);
  expect(claimElements(container)).toEqual([]);
  expect(container.querySelector(`a[href="${routes.draftingGuarantee}"]`)).toBeNull();
});

describe("MDX components for the guarantee", () => {
  it("<DraftingGuarantee /> states the claim and links to its definition", () => {
    const { DraftingGuarantee } = mdxComponents;
    renderInLanguage(
      <p>
        Our promise: <DraftingGuarantee />.
      </p>,
    );
    expect(screen.getByText(/Agreements drafted under UAE law within 24 hours, guaranteed/)).toHaveTextContent(
      "guaranteed (for the first English draft of an agreement type we list, once you have signed an engagement letter: how the 24-hour guarantee works)",
    );
    expect(screen.getByRole("link", { name: "how the 24-hour guarantee works" })).toHaveAttribute(
      "href",
      "/legal/terms/#drafting-guarantee",
    );
  });

  it("<DraftingGuaranteeHeading /> is the level-2 heading the links point at", () => {
    const { DraftingGuaranteeHeading } = mdxComponents;
    renderInLanguage(<DraftingGuaranteeHeading />);
    const heading = screen.getByRole("heading", { level: 2, name: "The 24-hour drafting guarantee" });
    expect(`/legal/terms/#${heading.id}`).toBe(routes.draftingGuarantee);
  });

  it("on an Arabic page, <DraftingGuarantee /> states the Arabic claim and links to the Arabic terms", () => {
    const { DraftingGuarantee } = mdxComponents;
    const { container } = renderInLanguage(<DraftingGuarantee />, "ar");
    expect(container).toHaveTextContent(
      `${arabicDraftingClaim()} (${arabicDraftingConditions()}: ${arabicDraftingGuaranteeLinkText()})`,
    );
    expect(screen.getByRole("link")).toHaveAttribute("href", "/ar/legal/terms/#drafting-guarantee");
  });
});
