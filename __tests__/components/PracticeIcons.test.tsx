import { screen } from "@testing-library/react";
import { serviceGroups } from "../../src/content-model";
import { ServiceCard } from "../../src/components/ServiceGrid";
import { LineIcon } from "../../src/components/ui/LineIcon";
import { practiceIconNames, practiceIconOf } from "../../src/data/practice-areas";
import { renderInLanguage } from "../support/page-language";

describe("practice groups' icons", () => {
  it("gives every practice group its own icon from lucide-static", () => {
    const icons = serviceGroups.map(({ value }) => JSON.stringify(practiceIconOf(value)));
    expect(new Set(icons).size).toBe(serviceGroups.length);
    expect(Object.keys(practiceIconNames).sort()).toEqual(serviceGroups.map(({ value }) => value).sort());
  });

  it("fails naming the group when it has no icon", () => {
    expect(() => practiceIconOf("maritime")).toThrow(/"maritime".*src\/data\/practice-areas\.ts/);
  });

  it("draws an icon as inline SVG that screen readers skip", () => {
    const { container } = renderInLanguage(<LineIcon icon={practiceIconOf("disputes-and-recovery")} />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("stroke", "currentColor");
    expect(svg.querySelectorAll("path")).toHaveLength(practiceIconOf("disputes-and-recovery").length);
  });

  it("puts the service's group icon on its card, above a heading that is still the card's one link", () => {
    const { container } = renderInLanguage(
      <ServiceCard
        slug="wills"
        title="Wills"
        description="Draft a will."
        icon={practiceIconOf("employment-immigration-and-personal")}
      />,
    );
    const svg = container.querySelector("article > svg")!;
    const drawn = [...svg.children].map((element) => element.getAttribute("d") ?? element.tagName);
    expect(drawn).toEqual(practiceIconOf("employment-immigration-and-personal").map(([tag, { d }]) => d ?? tag));
    expect(svg.compareDocumentPosition(screen.getByRole("heading", { name: "Wills" }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});
