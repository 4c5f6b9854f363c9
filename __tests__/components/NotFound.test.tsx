import { fireEvent, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { NotFound, notFoundKindOf } from "../../src/components/NotFound";
import { notFoundTexts } from "../../src/data/not-found";
import { renderInLanguage } from "../support/page-language";

const cards = notFoundTexts.en;

describe("not-found page", () => {
  it.each([
    ["/services/no-such-service/", "Service Not Found", "The requested service could not be found."],
    ["/legal/no-such-policy/", "Document Not Found", "The requested legal document could not be found."],
  ])("shows the card for %s with a Go Back button", async (pathname, heading, text) => {
    renderInLanguage(<NotFound pathname={pathname} cards={cards} />);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go Back" })).toBeInTheDocument();
  });

  it("shows a plain not-found page with a link home for any other path", () => {
    renderInLanguage(<NotFound pathname="/nowhere/" cards={cards} />);
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("Go Back returns to the previous history entry", async () => {
    window.history.pushState({}, "", "/services/");
    window.history.pushState({}, "", "/services/no-such-service/");
    const back = jest.spyOn(window.history, "back").mockImplementation(() => {});
    renderInLanguage(<NotFound pathname="/services/no-such-service/" cards={cards} />);
    fireEvent.click(await screen.findByRole("button", { name: "Go Back" }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it("Go Back leads to the services list when the page was opened directly", async () => {
    jest.spyOn(window.history, "length", "get").mockReturnValue(1);
    renderInLanguage(<NotFound pathname="/services/no-such-service/" cards={cards} />);
    fireEvent.click(await screen.findByRole("button", { name: "Go Back" }));
    expect(navigate).toHaveBeenCalledWith("/services/");
  });

  it("classifies paths", () => {
    expect(notFoundKindOf("/services/x")).toBe("service");
    expect(notFoundKindOf("/services/")).toBe("page");
    expect(notFoundKindOf("/legal/x/")).toBe("legal");
  });
});

describe("not-found page in Arabic", () => {
  const arabicCards = notFoundTexts.ar;

  it.each([
    ["/ar/services/no-such-service/", "الخدمة غير موجودة", "تعذّر العثور على الخدمة المطلوبة."],
    ["/ar/legal/no-such-policy/", "المستند غير موجود", "تعذّر العثور على المستند القانوني المطلوب."],
  ])("shows the Arabic card for %s with a Go Back button in Arabic", async (pathname, heading, text) => {
    renderInLanguage(<NotFound pathname={pathname} cards={arabicCards} />, "ar", "/404/");
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "رجوع" })).toBeInTheDocument();
  });

  it("shows the Arabic page card with links to the Arabic home and services pages", () => {
    renderInLanguage(<NotFound pathname="/ar/nowhere/" cards={arabicCards} />, "ar", "/404/");
    expect(screen.getByRole("heading", { name: "الصفحة غير موجودة" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "الانتقال إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/ar/");
    expect(screen.getByRole("link", { name: "عرض جميع الخدمات" })).toHaveAttribute("href", "/ar/services/");
  });

  it("Go Back leads to the Arabic services list when the page was opened directly", async () => {
    jest.spyOn(window.history, "length", "get").mockReturnValue(1);
    renderInLanguage(<NotFound pathname="/ar/services/no-such-service/" cards={arabicCards} />, "ar", "/404/");
    fireEvent.click(await screen.findByRole("button", { name: "رجوع" }));
    expect(navigate).toHaveBeenCalledWith("/ar/services/");
  });

  it("classifies Arabic paths as their English twins", () => {
    expect(notFoundKindOf("/ar/services/x/")).toBe("service");
    expect(notFoundKindOf("/ar/services/")).toBe("page");
    expect(notFoundKindOf("/ar/legal/x/")).toBe("legal");
    expect(notFoundKindOf("/ar/")).toBe("page");
  });
});
