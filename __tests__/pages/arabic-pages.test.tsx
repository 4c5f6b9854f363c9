import type { PageProps } from "gatsby";
import { screen, within } from "@testing-library/react";
import NotFoundPage from "../../src/pages/404";
import HomePage from "../../src/pages/index";
import ServicesPage from "../../src/pages/services";
import { homeTexts, type HomeTexts } from "../../src/data/home";
import { notFoundTexts, type NotFoundTexts } from "../../src/data/not-found";
import { servicesPageTexts, type ServicesPageTexts } from "../../src/data/services-page";
import { testimonials } from "../../src/data/testimonials";
import { languages, type Lang } from "../../src/languages";
import type { InEveryLanguage, PageContextWithTexts } from "../../src/i18n/PageLanguage";
import { pageTextsOf } from "../../src/data/page-texts";
import { uiStrings } from "../../src/data/ui";
import { practiceIconOf } from "../../src/data/practice-areas";
import { arabicDraftingClaim, draftingClaim, siteFacts } from "../../src/site-facts";
import { fakeImage, mockSiteMetadata, pageProps } from "../support/gatsby";
import { pageLanguage, renderInLanguage } from "../support/page-language";

beforeEach(mockSiteMetadata);

/** The props gatsby gives a page of src/pages/ in `lang`: its data and its context (language, twins, words). */
const propsOf = <Data extends object, Texts>(data: Data, path: string, lang: Lang) => {
  const props = pageProps(data, lang === "en" ? path : `/${lang}${path}`);
  const pageContext: PageContextWithTexts<Texts> = {
    ...pageLanguage(lang, path),
    texts: pageTextsOf(path, lang) as Texts,
  };
  return { ...props, pageContext } as unknown as PageProps<Data, PageContextWithTexts<Texts>>;
};

/** What may stay in Latin letters on an Arabic page: names (the firm, the clients quoted), Google, the switch to English. */
const latinAllowed = [
  siteFacts.name,
  siteFacts.shortName,
  siteFacts.email,
  ...testimonials.map(({ author }) => author),
  "Google",
  "English",
  "Read this page in English",
];

const latinWordsOn = (element: HTMLElement) =>
  latinAllowed
    .sort((a, b) => b.length - a.length)
    .reduce((text, name) => text.split(name).join(" "), element.textContent ?? "")
    .match(/[A-Za-z]+/g) ?? [];

/** The site's own links on the page (not the booking page, the reviews or another site). */
const internalLinks = () =>
  screen
    .getAllByRole("link", { hidden: true })
    .map((link) => link.getAttribute("href")!)
    .filter((href) => href.startsWith("/"));

const services = [
  {
    slug: "business-setup-in-dubai-and-the-uae",
    title: "تأسيس الشركات في دبي والإمارات",
    shortTitle: "المساعدة في تأسيس الشركات",
    description: "تأسيس الشركات.",
    group: "companies-and-contracts",
    icon: practiceIconOf("companies-and-contracts"),
  },
];

/** The home page's query: the foundation page's portrait, for the founder's card. */
const homeData = (portraitAlt: string): Queries.HomePageQuery => ({
  foundation: { portraitAlt, portrait: { childImageSharp: { gatsbyImageData: fakeImage } } },
});

describe("the Arabic home page", () => {
  beforeEach(() =>
    renderInLanguage(
      <HomePage {...propsOf<Queries.HomePageQuery, HomeTexts>(homeData("مكان الصورة الفوتوغرافية"), "/", "ar")} />,
      "ar",
      "/",
    ),
  );

  it("is in Arabic, but for the names and numbers that stay as they are", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`${arabicDraftingClaim()}.`);
    expect(document.body).not.toHaveTextContent(draftingClaim);
    expect(latinWordsOn(document.body)).toEqual([]);
  });

  it("links only to Arabic pages, and to the English home page through the switcher", () => {
    const links = internalLinks();
    expect(links.filter((href) => !href.startsWith("/ar/"))).toEqual(["/"]);
    expect(screen.getByRole("link", { name: "Read this page in English", hidden: true })).toHaveAttribute("href", "/");
  });

  it("shows the testimonials translated, with the clients' names, and says they are translated", () => {
    const carousel = screen.getByRole("region", { name: "آراء الموكلين" });
    expect(within(carousel).getByText(testimonials[0].author)).toBeInTheDocument();
    expect(screen.getByText(homeTexts.ar.testimonials.note!)).toBeInTheDocument();
  });
});

describe("the home page's founder card", () => {
  it.each(["en", "ar"] as const)(
    "in %s: the founder's portrait, name, title, licence and languages, under Why us, linking to the foundation page",
    (lang) => {
      renderInLanguage(
        <HomePage {...propsOf<Queries.HomePageQuery, HomeTexts>(homeData("Portrait"), "/", lang)} />,
        lang,
        "/",
      );
      const whyUs = screen.getByRole("region", { name: homeTexts[lang].whyUs.title });
      const words = lang === "en" ? uiStrings.en.founderCard : uiStrings.ar.founderCard;
      const card = within(whyUs).getByRole("region", { name: words.label });
      expect(within(card).getByRole("img", { name: "Portrait" })).toHaveAttribute("loading", "lazy");
      expect(within(card).getByText(words.name)).toBeInTheDocument();
      for (const text of [words.jobTitle, words.licence, words.languages])
        expect(within(card).getByText(text)).toBeInTheDocument();
      expect(within(card).getByRole("link", { name: new RegExp(words.more) })).toHaveAttribute(
        "href",
        lang === "en" ? "/foundation/" : "/ar/foundation/",
      );
    },
  );

  it("shows the founder's facts from the site facts", () => {
    const words = uiStrings.en.founderCard;
    expect(words.name).toBe(siteFacts.founder.name);
    expect(words.jobTitle).toBe(siteFacts.founder.jobTitle);
    expect(words.licence).toContain(siteFacts.founder.licence.number);
    expect(words.languages).toBe(`Advises in ${siteFacts.founder.languages.join(" and ")}`);
  });
});

describe("the English home page", () => {
  it("is as it was: the English words, links to English pages, no note on the testimonials", () => {
    renderInLanguage(<HomePage {...propsOf<Queries.HomePageQuery, HomeTexts>({ foundation: null }, "/", "en")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`${draftingClaim}.`);
    expect(screen.getByRole("region", { name: "Testimonials" })).toBeInTheDocument();
    expect(document.querySelector("aside")).toHaveAttribute("aria-label", "Why clients trust us");
    expect(internalLinks().filter((href) => href.startsWith("/ar/"))).toEqual(["/ar/"]);
    expect(homeTexts.en.testimonials.note).toBeUndefined();
  });
});

describe("the Arabic services page", () => {
  it("lists the Arabic services with Arabic words and links", () => {
    const data = { allMdxService: { nodes: services } } as unknown as Queries.ServicesPageQuery;
    renderInLanguage(
      <ServicesPage {...propsOf<Queries.ServicesPageQuery, ServicesPageTexts>(data, "/services/", "ar")} />,
      "ar",
      "/services/",
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(servicesPageTexts.ar.title);
    expect(screen.getByRole("heading", { level: 2, name: "الشركات والعقود" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: services[0].shortTitle })).toHaveAttribute(
      "href",
      `/ar/services/${services[0].slug}/`,
    );
    expect(latinWordsOn(document.body)).toEqual([]);
  });
});

describe("the not-found page", () => {
  /** The one not-found page gatsby-node makes, with every language's context, answering `url`. */
  const notFoundAt = (url: string) => {
    const byLanguage = Object.fromEntries(
      languages.map((lang) => [lang, { ...pageLanguage(lang, "/"), texts: pageTextsOf("/404/", lang) }]),
    );
    return { ...pageProps({}, url), pageContext: { byLanguage } } as unknown as PageProps<
      object,
      InEveryLanguage<PageContextWithTexts<NotFoundTexts>>
    >;
  };

  it("shows the Arabic card with links to the Arabic pages at an unknown URL under /ar/", () => {
    renderInLanguage(<NotFoundPage {...notFoundAt("/ar/no-such-page/")} />, "ar", "/404/");
    expect(screen.getByRole("heading", { level: 1, name: notFoundTexts.ar.page.heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "الانتقال إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/ar/");
    expect(latinWordsOn(document.body)).toEqual([]);
  });

  it("shows the English card at any other unknown URL", () => {
    renderInLanguage(<NotFoundPage {...notFoundAt("/services/no-such-service/")} />, "en", "/404/");
    expect(screen.getByRole("heading", { level: 1, name: notFoundTexts.en.service.heading })).toBeInTheDocument();
  });
});
