import { render, screen } from "@testing-library/react";
import { OnThisPage } from "../../src/components/OnThisPage";
import { useCurrentSectionMark } from "../../src/hooks/useCurrentSectionMark";
import { renderInLanguage } from "../support/page-language";

/** The observer the hook makes, held so the test can say that a heading crossed the reading line. */
let crossed: () => void = () => {};
beforeEach(() => {
  window.IntersectionObserver = class {
    constructor(callback: () => void) {
      crossed = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

/** Headings at these distances from the top of the screen (jsdom lays nothing out). */
const placeHeadings = (tops: Record<string, number>) => {
  for (const [id, top] of Object.entries(tops))
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
};

const Marker = () => {
  useCurrentSectionMark();
  return null;
};

const sections = [
  { id: "section-1", heading: ["What the service is"] },
  { id: "section-2", heading: ["The steps"] },
  { id: "section-3", heading: ["Documents you will need"] },
];

test("marks the On this page link of the section being read, and moves the mark as the reader scrolls", () => {
  renderInLanguage(
    <>
      <OnThisPage sections={sections} />
      {sections.map(({ id, heading }) => (
        <h2 key={id} id={id}>
          {heading}
        </h2>
      ))}
    </>,
  );
  placeHeadings({ "section-1": -400, "section-2": 100, "section-3": 900 });
  render(<Marker />);
  crossed();
  const current = () => screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "location");
  expect(current().map((link) => link.textContent)).toEqual(["The steps"]);

  placeHeadings({ "section-1": -1400, "section-2": -900, "section-3": 50 });
  crossed();
  expect(current().map((link) => link.textContent)).toEqual(["Documents you will need"]);

  placeHeadings({ "section-1": 300, "section-2": 900, "section-3": 1500 });
  crossed();
  expect(current()).toEqual([]);
});
