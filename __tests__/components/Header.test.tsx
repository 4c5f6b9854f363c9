import { fireEvent, screen, within } from "@testing-library/react";
import { Header } from "../../src/components/Header";
import { arabicSiteFacts, siteFacts } from "../../src/site-facts";
import { renderInLanguage } from "../support/page-language";

const toggle = () => screen.getByRole("button", { name: "Menu" });
// jsdom applies no media queries, so the nav is the phone's: hidden until the menu opens.
const nav = () => document.getElementById(toggle().getAttribute("aria-controls")!)!;

describe("header", () => {
  it("has the logo linking home, Foundation, Services and Book A Call", () => {
    renderInLanguage(<Header />);
    expect(screen.getByRole("link", { name: new RegExp(`^${siteFacts.shortName}\\s*, home page$`) })).toHaveAttribute(
      "href",
      "/",
    );
    fireEvent.click(toggle());
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Foundation" })).toHaveAttribute("href", "/foundation/");
    expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services/");
    expect(within(nav).getByRole("link", { name: /Book A Call/ })).toHaveAttribute("href", siteFacts.bookingUrl);
    // Beside the button from 1280 px (layout.test.ts, in Chromium).
    expect(within(nav).getByText("Free 60-minute call")).toBeInTheDocument();
  });

  it("the menu toggle controls the nav and reports its state", () => {
    renderInLanguage(<Header />);
    expect(nav().tagName).toBe("NAV");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(nav()).not.toBeVisible();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(nav()).toBeVisible();
  });

  it("closes the menu when a link in it is clicked", () => {
    renderInLanguage(<Header />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("link", { name: "Services" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape", () => {
    renderInLanguage(<Header />);
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(nav()).not.toBeVisible();
  });
});

describe("header on an Arabic page", () => {
  it("shows the navigation in Arabic, linking to the Arabic pages", () => {
    renderInLanguage(<Header />, "ar", "/services/");
    expect(
      screen.getByRole("link", { name: new RegExp(`^${arabicSiteFacts.shortName}\\s*، الصفحة الرئيسية$`) }),
    ).toHaveAttribute("href", "/ar/");
    fireEvent.click(screen.getByRole("button", { name: "القائمة" }));
    const nav = screen.getByRole("navigation", { name: "التنقل الرئيسي" });
    expect(within(nav).getByRole("link", { name: "قصة تأسيسنا" })).toHaveAttribute("href", "/ar/foundation/");
    expect(within(nav).getByRole("link", { name: "الخدمات" })).toHaveAttribute("href", "/ar/services/");
    expect(within(nav).getByRole("link", { name: /احجز مكالمة/ })).toHaveAttribute("href", siteFacts.bookingUrl);
    expect(within(nav).getByText("مكالمة مجانية مدتها 60 دقيقة")).toBeInTheDocument();
    expect(nav).not.toHaveTextContent(/Foundation|Services|Book A Call|Free 60-minute call/);
  });

  it("has the switcher to the same page in English, a plain link marked with its language", () => {
    renderInLanguage(<Header />, "ar", "/services/");
    const toEnglish = screen.getByRole("link", { name: /English/ });
    expect(toEnglish).toHaveTextContent("English");
    expect(toEnglish).toHaveAttribute("href", "/services/");
    expect(toEnglish).toHaveAttribute("hreflang", "en");
    expect(toEnglish).toHaveAttribute("lang", "en");
    // In the bar beside the menu's toggle, outside the menu: a phone shows it without opening anything.
    expect(document.getElementById("site-nav")).not.toContainElement(toEnglish);
    expect(screen.getByRole("button", { name: "القائمة" })).toHaveAttribute("aria-expanded", "false");
    expect(toEnglish.parentElement).toContainElement(screen.getByRole("button", { name: "القائمة" }));
  });
});

describe("language switcher on an English page", () => {
  it("says «العربية» in Arabic and goes to the Arabic twin", () => {
    renderInLanguage(<Header />, "en", "/legal/terms/");
    fireEvent.click(toggle());
    const toArabic = screen.getByRole("link", { name: /العربية/ });
    expect(toArabic).toHaveTextContent(/^العربية$/);
    expect(toArabic).toHaveAttribute("href", "/ar/legal/terms/");
    expect(toArabic).toHaveAttribute("hreflang", "ar");
    expect(toArabic).toHaveAttribute("lang", "ar");
    expect(screen.getAllByRole("link", { name: /العربية/ })).toHaveLength(1);
  });
});
