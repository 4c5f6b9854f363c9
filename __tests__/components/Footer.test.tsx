import { render, screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/Footer";
import { siteFacts } from "../../src/site-facts";
import { mockSiteMetadata } from "../support/gatsby";

describe("footer", () => {
  beforeEach(() => {
    mockSiteMetadata();
    render(<Footer />);
  });

  it("has the quick links, with Foundation going to /foundation/ (not the old dead /about)", () => {
    const links = within(screen.getByRole("navigation", { name: "Quick links" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Foundation", "/foundation/"],
      ["Services", "/services/"],
      ["Terms and Conditions", "/legal/terms/"],
      ["Privacy Policy", "/legal/privacy-policy/"],
      ["Cookie Policy", "/legal/cookie-policy/"],
    ]);
  });

  it("gives the phone as a tel: link", () => {
    const phone = screen.getByRole("link", { name: siteFacts.phone.display.replace(/ /g, "\u00a0") });
    expect(phone).toHaveAttribute("href", `tel:${siteFacts.phone.e164}`);
  });

  it("lists the offices in Dubai, Abu Dhabi and Fujairah, each with its licence and licensing authority", () => {
    const offices = within(screen.getByText("Dubai").closest("ul")!).getAllByRole("listitem");
    expect(offices.map((office) => office.textContent)).toEqual(
      siteFacts.offices.map(({ city, licence }) => `${city}Licence No. ${licence.number}, ${licence.authority}`),
    );
    expect(siteFacts.offices.map(({ city }) => city)).toEqual(["Dubai", "Abu Dhabi", "Fujairah"]);
  });

  it("shows the working hours and the current year", () => {
    expect(screen.getByText("Monday to Friday, 09:00 to 18:00")).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });

  it("has the company blurb", () => {
    expect(screen.getByText(siteFacts.blurb)).toBeInTheDocument();
  });
});
