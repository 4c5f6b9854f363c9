import { fireEvent, render, screen, within } from "@testing-library/react";
import { Header } from "../../src/components/Header";
import { siteFacts } from "../../src/site-facts";

const toggle = () => screen.getByRole("button", { name: "Menu" });
// jsdom applies no media queries, so the nav is the phone's: hidden until the menu opens.
const nav = () => document.getElementById(toggle().getAttribute("aria-controls")!)!;

describe("header", () => {
  it("has the logo linking home, Foundation, Services and Book A Call", () => {
    render(<Header />);
    expect(screen.getByRole("link", { name: new RegExp(`^${siteFacts.shortName}\\s*, home page$`) })).toHaveAttribute(
      "href",
      "/",
    );
    fireEvent.click(toggle());
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Foundation" })).toHaveAttribute("href", "/foundation/");
    expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services/");
    expect(within(nav).getByRole("link", { name: /Book A Call/ })).toHaveAttribute("href", siteFacts.bookingUrl);
    expect(within(nav).getByText("Free 60-minute call")).toBeVisible();
  });

  it("the menu toggle controls the nav and reports its state", () => {
    render(<Header />);
    expect(nav().tagName).toBe("NAV");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(nav()).not.toBeVisible();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(nav()).toBeVisible();
  });

  it("closes the menu when a link in it is clicked", () => {
    render(<Header />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("link", { name: "Services" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape", () => {
    render(<Header />);
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(nav()).not.toBeVisible();
  });
});
