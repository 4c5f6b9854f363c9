import { fireEvent, screen, within } from "@testing-library/react";
import { TestimonialCarousel, wrapIndex } from "../../src/components/TestimonialCarousel";
import { arabicTestimonialWords, testimonials, testimonialsIn } from "../../src/data/testimonials";
import { formatLongDate } from "../../src/lib/dates";
import { renderInLanguage } from "../support/page-language";

const currentAuthor = () => document.querySelector('[data-current="true"] figcaption strong')?.textContent;

const renderCarousel = () => renderInLanguage(<TestimonialCarousel testimonials={testimonials} label="Testimonials" />);

describe("testimonial carousel", () => {
  it("holds the three testimonials, from entrepreneurs in the UK, Germany and the USA", () => {
    expect(testimonials.map((t) => t.position)).toEqual([
      "Entrepreneur From UK",
      "Entrepreneur From Germany",
      "Entrepreneur From USA",
    ]);
  });

  it("starts at the first testimonial", () => {
    renderCarousel();
    expect(currentAuthor()).toBe(testimonials[0].author);
    expect(screen.getByRole("button", { name: "Show testimonial 1 of 3" })).toHaveAttribute("aria-current", "true");
  });

  it("Next moves on and wraps from the last to the first", () => {
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next testimonial" });
    fireEvent.click(next);
    expect(currentAuthor()).toBe(testimonials[1].author);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(currentAuthor()).toBe(testimonials[0].author);
  });

  it("Previous wraps from the first to the last", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(currentAuthor()).toBe(testimonials[2].author);
  });

  it("a dot jumps straight to its testimonial and marks it current", () => {
    renderCarousel();
    const third = screen.getByRole("button", { name: "Show testimonial 3 of 3" });
    fireEvent.click(third);
    expect(currentAuthor()).toBe(testimonials[2].author);
    expect(third).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show testimonial 1 of 3" })).toHaveAttribute("aria-current", "false");
  });

  it("arrow keys on the carousel's controls move between testimonials", () => {
    renderCarousel();
    fireEvent.keyDown(screen.getByRole("button", { name: "Show testimonial 1 of 3" }), { key: "ArrowLeft" });
    expect(currentAuthor()).toBe(testimonials[2].author);
    fireEvent.keyDown(screen.getByRole("button", { name: "Next testimonial" }), { key: "ArrowRight" });
    expect(currentAuthor()).toBe(testimonials[0].author);
  });

  it("links each testimonial to its published review, with the review's platform and day", () => {
    renderCarousel();
    // Only the current slide is shown; the others are in the page, hidden, and keep their links.
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides).toHaveLength(testimonials.length);
    testimonials.forEach(({ source }, index) => {
      const link = within(slides[index]).getByRole("link", {
        // jsdom's accessible name puts a space after the <bdi> that isolates the platform's name; a browser does not.
        name: `Review on ${source.platform} , ${formatLongDate(source.date, "en")}`,
        hidden: true,
      });
      expect(link).toHaveAttribute("href", source.url);
      expect(link.querySelector("time")).toHaveAttribute("datetime", source.date);
    });
    expect(testimonials[0].source).toEqual({
      platform: "Google",
      url: "https://reviews.meridian-advocates.example/daniel-r",
      date: "2026-03-03",
    });
    expect(screen.getByRole("link", { name: /^Review on Google ?, March 3, 2026$/ })).toBeInTheDocument();
  });

  it("announces changes politely and labels itself as a carousel", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Testimonials" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it("wrapIndex wraps both ways", () => {
    expect([wrapIndex(-1, 3), wrapIndex(3, 3), wrapIndex(1, 3)]).toEqual([2, 0, 1]);
  });
});

describe("testimonial carousel on an Arabic page", () => {
  const arabic = testimonialsIn("ar");

  it("shows the translated words with the clients' names, and Arabic controls", () => {
    renderInLanguage(<TestimonialCarousel testimonials={arabic} label="آراء الموكلين" />, "ar");
    expect(screen.getByRole("region", { name: "آراء الموكلين" })).toBeInTheDocument();
    expect(currentAuthor()).toBe("Daniel R.");
    expect(screen.getByText(arabicTestimonialWords[0].text)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "الرأي التالي" }));
    expect(currentAuthor()).toBe("Katrin S.");
    expect(screen.getByRole("button", { name: "عرض الرأي 2 من 3" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "الرأي السابق" })).toBeInTheDocument();
    expect(screen.getAllByRole("group", { hidden: true }).map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 من 3",
      "2 من 3",
      "3 من 3",
    ]);
  });

  it("links each review with an Arabic date in Western digits", () => {
    renderInLanguage(<TestimonialCarousel testimonials={arabic} label="آراء الموكلين" />, "ar");
    const link = screen.getByRole("link", { name: /^التقييم على Google ?، 3 مارس 2026$/ });
    expect(within(link).getByText("Google").tagName).toBe("BDI");
    expect(link).toHaveAttribute("href", testimonials[0].source.url);
    expect(link.querySelector("time")).toHaveAttribute("datetime", "2026-03-03");
  });
});
