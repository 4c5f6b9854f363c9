import type { ReactElement } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { EmailLink } from "../../src/components/EmailLink";
import { Logo } from "../../src/components/Logo";
import { PhoneLink } from "../../src/components/PhoneLink";
import { TestimonialCarousel } from "../../src/components/TestimonialCarousel";
import { alternatesOf, languageFacts, type Lang } from "../../src/languages";
import { PageLanguageProvider } from "../../src/i18n/PageLanguage";
import { uiStrings } from "../../src/data/ui";
import { arabicSiteFacts, siteFacts } from "../../src/site-facts";
import { testimonials } from "../../src/data/testimonials";
import { linkToAddress } from "../support/email-link";

/** As on a page of `lang`: its language context, inside an element with the page's lang and dir (<html> on the site). */
const renderOnPage = (element: ReactElement, lang: Lang) =>
  render(
    <PageLanguageProvider value={{ lang, alternates: alternatesOf("/"), ui: uiStrings[lang] }}>
      <div lang={lang} dir={languageFacts[lang].dir}>
        {element}
      </div>
    </PageLanguageProvider>,
  );

describe("Latin and numbers read left to right inside Arabic text", () => {
  it("the phone number and the e-mail address are left-to-right links", () => {
    renderOnPage(
      <p>
        <PhoneLink /> <EmailLink />
      </p>,
      "ar",
    );
    expect(screen.getByRole("link", { name: siteFacts.phone.display.replace(/ /g, "\u00a0") })).toHaveAttribute(
      "dir",
      "ltr",
    );
    expect(screen.getByRole("link", linkToAddress(siteFacts.email))).toHaveAttribute("dir", "ltr");
  });

  it("the firm's wordmark is its Arabic name on Arabic pages, in the page's direction, and its English one on English pages", () => {
    renderOnPage(<Logo />, "ar");
    const wordmark = screen.getByText(arabicSiteFacts.shortName).parentElement;
    expect(wordmark).not.toHaveAttribute("lang");
    expect(wordmark).not.toHaveAttribute("dir");
    expect(wordmark).not.toHaveTextContent(siteFacts.shortName);
  });

  it("the firm's wordmark is its English name on English pages", () => {
    renderOnPage(<Logo />, "en");
    expect(screen.getByText(siteFacts.shortName)).toBeInTheDocument();
  });
});

describe("the testimonial carousel's arrow keys follow the buttons", () => {
  const currentAuthor = () => document.querySelector('[data-current="true"] figcaption strong')?.textContent?.trim();
  const firstDot = () => screen.getAllByRole("button").find((button) => button.hasAttribute("aria-current"))!;

  it.each([
    ["ltr", "en", "ArrowRight", "ArrowLeft"],
    ["rtl", "ar", "ArrowLeft", "ArrowRight"],
  ] as const)("%s: %s steps to the next, %s back", (_dir, lang, toNext, toPrevious) => {
    renderOnPage(<TestimonialCarousel testimonials={testimonials} label="Testimonials" />, lang);
    fireEvent.keyDown(firstDot(), { key: toNext });
    expect(currentAuthor()).toBe(testimonials[1].author);
    fireEvent.keyDown(firstDot(), { key: toPrevious });
    fireEvent.keyDown(firstDot(), { key: toPrevious });
    expect(currentAuthor()).toBe(testimonials[testimonials.length - 1].author);
  });

  it("each author's name takes its own direction", () => {
    renderOnPage(<TestimonialCarousel testimonials={testimonials} label="Testimonials" />, "ar");
    for (const author of document.querySelectorAll("figcaption strong")) expect(author).toHaveAttribute("dir", "auto");
  });
});
