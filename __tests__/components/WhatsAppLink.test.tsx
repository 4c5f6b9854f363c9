import { screen } from "@testing-library/react";
import { BookingBar } from "../../src/components/BookingBar";
import { BookingCard } from "../../src/components/BookingCard";
import { Footer } from "../../src/components/Footer";
import { siteFacts } from "../../src/site-facts";
import { mockSiteMetadata } from "../support/gatsby";
import { renderInLanguage } from "../support/page-language";

const shipped = siteFacts.whatsapp;
afterEach(() => {
  siteFacts.whatsapp = shipped;
});

const places = [
  ["the booking card", <BookingCard key="card" />],
  ["the booking bar", <BookingBar key="bar" />],
  ["the footer", <Footer key="footer" />],
] as const;

describe.each(places)("WhatsApp in %s", (_, element) => {
  beforeEach(() => mockSiteMetadata());

  it.each(["en", "ar"] as const)("is a plain link to wa.me and the number's digits (%s)", (lang) => {
    siteFacts.whatsapp = "971503558120";
    renderInLanguage(element, lang);
    const link = screen.getByRole("link", { name: lang === "ar" ? "واتساب" : "WhatsApp" });
    expect(link).toHaveAttribute("href", "https://wa.me/971503558120");
    // A plain link: no handler, no target, nothing that runs or opens before the visitor clicks.
    expect(
      link
        .getAttributeNames()
        .filter((name) => name !== "class")
        .sort(),
    ).toEqual(["href"]);
  });

  it("is not there at all when the firm has no WhatsApp number", () => {
    siteFacts.whatsapp = "";
    const { container } = renderInLanguage(element);
    expect(screen.queryByRole("link", { name: "WhatsApp" })).toBeNull();
    expect(container.textContent).not.toMatch(/WhatsApp/);
  });
});
