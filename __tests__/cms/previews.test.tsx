import { render, screen, within } from "@testing-library/react";
import { contentKinds } from "../../src/content-model";
import { uiStrings } from "../../src/data/ui";
import { siteFrontmatter } from "../../src/cms/format";
import {
  InsightPreview,
  LegalPreview,
  PagePreview,
  ServicePreview,
  previews,
  type PreviewProps,
} from "../../src/cms/previews";

/**
 * The CMS previews as Decap renders them (decap-cms-core 3.6.3): `locale` is the language the
 * editor writes in, `entry` holds that language's fields only, and the store's entry draft
 * holds the English ones. An Arabic preview is the Arabic page: right to left, Arabic words.
 */

// A probe beside the real legal article: what a component of the preview reads from its page language.
jest.mock("../../src/components/LegalArticle", () => {
  const actual = jest.requireActual<typeof import("../../src/components/LegalArticle")>(
    "../../src/components/LegalArticle",
  );
  const { usePageLanguage } =
    jest.requireActual<typeof import("../../src/i18n/PageLanguage")>("../../src/i18n/PageLanguage");
  const Probe = () => {
    const { lang, alternates, ui } = usePageLanguage();
    return <p data-testid="page-language">{JSON.stringify({ lang, alternates, ui })}</p>;
  };
  const LegalArticle = (props: Parameters<typeof actual.LegalArticle>[0]) => (
    <>
      <Probe />
      <actual.LegalArticle {...props} />
    </>
  );
  return { ...actual, LegalArticle };
});

type Data = Record<string, unknown>;

const englishService: Data = {
  title: "Debt Recovery in Dubai",
  description: "Recovering unpaid invoices and bounced cheques in Dubai, from the first demand letter to enforcement.",
  order: 3,
  date: "2026-11-01",
  reviewedOn: "2026-11-02",
  reviewedBy: "A. Lawyer, Partner",
  coverImage: "debt-recovery-in-dubai.jpg",
  body: "We recover debts.\n\n## What the service is\n\nAdvice on a <FreeCall />.\n",
};

const arabicService: Data = {
  title: "تحصيل الديون في دبي",
  description: "تحصيل الفواتير غير المسددة والشيكات المرتدة في دبي، من خطاب المطالبة الأول حتى التنفيذ.",
  date: "2026-11-03",
  body: "نحصّل الديون.\n\n## ما هي الخدمة\n\nمشورة في <FreeCall />.\n",
};

const immutableLike = (data: Data) => ({ toJS: () => data });

/** The props Decap gives a preview template, for one language of an entry. */
const propsFor = ({
  locale,
  own,
  english,
  slug = "debt-recovery-in-dubai",
}: {
  locale?: string;
  own: Data;
  english?: Data;
  slug?: string;
}): PreviewProps & { frame: Document } => {
  const frame = document.implementation.createHTMLDocument("preview");
  const entry = { get: (key: string) => (key === "data" ? immutableLike(own) : key === "slug" ? slug : undefined) };
  return {
    locale,
    entry,
    document: frame,
    window,
    getAsset: (name: string) => ({ toString: () => `blob:${name}` }),
    state: english && {
      entryDraft: { getIn: (path: string[]) => (path.join(".") === "entry.data" ? immutableLike(english) : undefined) },
    },
    frame,
  } as unknown as PreviewProps & { frame: Document };
};

const mainOf = (container: HTMLElement) => container.querySelector("main")!;

/** Renders a preview and waits until its body is compiled (MdxBody compiles the MDX asynchronously). */
const renderPreview = async (preview: JSX.Element, bodyText: string | RegExp) => {
  const result = render(preview);
  await screen.findByText(bodyText);
  return result;
};

// The frame's document is another document than the test's: its elements are read by attribute.

/** Every string of a dictionary, by its path ("languageSwitch.label"). */
const leaves = (value: unknown, path = ""): [string, string][] =>
  typeof value === "string"
    ? [[path, value]]
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key))
      : [];

describe("an Arabic preview", () => {
  it("is the Arabic page: right to left, lang ar on its root and on the frame, with the Arabic text", async () => {
    const props = propsFor({ locale: "ar", own: arabicService, english: englishService });
    const { container } = render(<ServicePreview {...props} />);
    expect(mainOf(container)).toHaveAttribute("lang", "ar");
    expect(mainOf(container)).toHaveAttribute("dir", "rtl");
    // The site's styles select on <html lang>: the frame's own document says the language too.
    expect(props.frame.documentElement.getAttribute("lang")).toBe("ar");
    expect(props.frame.documentElement.getAttribute("dir")).toBe("rtl");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(String(arabicService.title));
    expect(screen.getByText(String(arabicService.description))).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "ما هي الخدمة" })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(String(englishService.title));
  });

  it("shows what the translation takes from the English page (the cover), and the Arabic default alt text", async () => {
    const { container } = await renderPreview(
      <ServicePreview {...propsFor({ locale: "ar", own: arabicService, english: englishService })} />,
      "نحصّل الديون.",
    );
    const cover = container.querySelector(`img[src="blob:${englishService.coverImage}"]`);
    expect(cover).not.toBeNull();
    expect(cover).toHaveAttribute("alt", `صورة الغلاف لصفحة ${arabicService.title}`);
  });

  it("ignores a field the translation may not set, as the build does: the English page's value shows", async () => {
    const own = { ...arabicService, coverImage: "wrong-picture.jpg" };
    const { container } = await renderPreview(
      <ServicePreview {...propsFor({ locale: "ar", own, english: englishService })} />,
      "نحصّل الديون.",
    );
    expect(container.querySelector('img[src="blob:wrong-picture.jpg"]')).toBeNull();
    expect(container.querySelector(`img[src="blob:${englishService.coverImage}"]`)).not.toBeNull();
  });

  it("gives the page's components the Arabic interface words and the page's two addresses", async () => {
    const legal = { title: "الشروط والأحكام", description: "الشروط.", lastUpdated: "2026-11-01", body: "نص.\n" };
    await renderPreview(<LegalPreview {...propsFor({ locale: "ar", own: legal, slug: "terms" })} />, "نص.");
    expect(JSON.parse(screen.getByTestId("page-language").textContent!)).toEqual({
      lang: "ar",
      alternates: { en: "/legal/terms/", ar: "/ar/legal/terms/" },
      ui: JSON.parse(JSON.stringify(uiStrings.ar)),
    });
    // The Arabic dictionary, not the English one: its words are in Arabic script.
    expect(leaves(uiStrings.ar).filter(([, words]) => /[\u0600-\u06FF]/.test(words)).length).toBeGreaterThan(
      leaves(uiStrings.ar).length / 2,
    );
  });

  it("says in Arabic every interface word the English preview of the same page says in English", async () => {
    const english = render(<ServicePreview {...propsFor({ locale: "en", own: englishService })} />);
    await screen.findByRole("heading", { level: 2, name: "What the service is" });
    const englishText = english.container.textContent!;
    english.unmount();
    const arabic = render(
      <ServicePreview {...propsFor({ locale: "ar", own: arabicService, english: englishService })} />,
    );
    await screen.findByRole("heading", { level: 2, name: "ما هي الخدمة" });
    const arabicWords = Object.fromEntries(leaves(uiStrings.ar));
    // Phrases of the dictionary (a word or two could be found inside any sentence) the English page shows.
    const shown = leaves(uiStrings.en).filter(([, words]) => words.length >= 8 && englishText.includes(words));
    // At least the article's booking button and its note, and the body's <FreeCall />.
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const [path] of shown) {
      expect([path, arabic.container.textContent!.includes(arabicWords[path])]).toEqual([path, true]);
    }
  });

  it("shows the build's messages about the body in English, left to right, inside the Arabic page", async () => {
    const own = { ...arabicService, body: "نص {x}.\n" };
    render(<ServicePreview {...propsFor({ locale: "ar", own, english: englishService })} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveAttribute("lang", "en");
    expect(alert).toHaveAttribute("dir", "ltr");
    expect(within(alert).getByText("This text would stop the build:")).toBeInTheDocument();
  });

  it("still renders when the CMS gives no English fields (a translation without its English page's cover)", async () => {
    const { container } = await renderPreview(
      <ServicePreview {...propsFor({ locale: "ar", own: arabicService })} />,
      "نحصّل الديون.",
    );
    expect(mainOf(container)).toHaveAttribute("dir", "rtl");
    expect(container.querySelector("img")).toBeNull();
  });
});

describe("an English preview", () => {
  it("is the English page as before: left to right, lang en, the English interface", async () => {
    const props = propsFor({ locale: "en", own: englishService });
    const { container } = render(<ServicePreview {...props} />);
    expect(mainOf(container)).toHaveAttribute("lang", "en");
    expect(mainOf(container)).toHaveAttribute("dir", "ltr");
    expect(props.frame.documentElement.getAttribute("dir")).toBe("ltr");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(String(englishService.title));
    expect(container.querySelector(`img[src="blob:${englishService.coverImage}"]`)).toHaveAttribute(
      "alt",
      `Cover illustration for ${englishService.title}`,
    );
    expect(await screen.findByText("Advice on a free 60-minute call.")).toBeInTheDocument();
  });

  it("is English when Decap gives no locale (a collection without i18n)", async () => {
    const page = {
      title: "Our Foundation",
      description: "Why the firm was founded.",
      portrait: "founder-portrait.jpg",
      portraitAlt: "Portrait of the founder",
      body: "Text.\n",
    };
    const { container } = await renderPreview(
      <PagePreview {...propsFor({ own: page, slug: "foundation" })} />,
      "Text.",
    );
    expect(mainOf(container)).toHaveAttribute("lang", "en");
    expect(container.querySelector('img[src="blob:founder-portrait.jpg"]')).toHaveAttribute(
      "alt",
      "Portrait of the founder",
    );
  });

  it("switching the editor back from Arabic to English turns the frame left to right again", async () => {
    const props = propsFor({ locale: "ar", own: arabicService, english: englishService });
    const { rerender } = await renderPreview(<ServicePreview {...props} />, "نحصّل الديون.");
    expect(props.frame.documentElement.getAttribute("dir")).toBe("rtl");
    rerender(<ServicePreview {...{ ...props, locale: "en", entry: propsFor({ own: englishService }).entry }} />);
    await screen.findByText("We recover debts.");
    expect(props.frame.documentElement.getAttribute("lang")).toBe("en");
    expect(props.frame.documentElement.getAttribute("dir")).toBe("ltr");
  });
});

describe("a service's preview, in the page's order", () => {
  it("shows the opening paragraph, then the cover, then the sections, and the sections in On this page, as the service template does", async () => {
    const { container } = await renderPreview(
      <ServicePreview {...propsFor({ locale: "en", own: englishService })} />,
      "We recover debts.",
    );
    const opening = screen.getByText("We recover debts.");
    const cover = container.querySelector(`img[src="blob:${englishService.coverImage}"]`)!;
    const firstSection = screen.getAllByRole("heading", { level: 2, name: "What the service is" }).at(-1)!;
    const follows = (earlier: Node, later: Node) =>
      Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(opening, cover)).toBe(true);
    expect(follows(cover, firstSection)).toBe(true);
    expect(screen.getAllByRole("link", { name: "What the service is" }).length).toBeGreaterThan(0);
  });
});

describe("an update's review line", () => {
  const update: Data = {
    title: "Corporate tax: the late-registration penalty",
    description: "A company that registers late owes a penalty.",
    date: "2026-06-01",
    updated: "2026-07-15",
    author: "founder",
    topics: [],
    sources: [],
    body: "The penalty is waived.\n",
  };
  const reviewLine = (container: HTMLElement, lang: "en" | "ar") =>
    [...container.querySelectorAll("p")].find(
      (paragraph) =>
        paragraph.textContent === uiStrings[lang].insights.notYetReviewed ||
        paragraph.textContent?.startsWith(uiStrings[lang].insights.lawAsOf.replace(/\{date\}.*/, "").trim()),
    )?.textContent;

  it.each(["en", "ar"] as const)(
    "without a lawyer's review (%s), says it was not yet reviewed and shows no day nobody gave",
    async (lang) => {
      for (const review of [{}, { reviewedOn: "2026-11-22" }]) {
        const { container, unmount } = await renderPreview(
          <InsightPreview {...propsFor({ locale: lang, own: { ...update, ...review } })} />,
          "The penalty is waived.",
        );
        expect(reviewLine(container, lang)).toBe(uiStrings[lang].insights.notYetReviewed);
        unmount();
      }
    },
  );

  it("with the review's day and reviewer, says the law as of that day", async () => {
    const { container } = await renderPreview(
      <InsightPreview
        {...propsFor({ locale: "en", own: { ...update, reviewedOn: "2026-11-22", reviewedBy: "A. Lawyer, Partner" } })}
      />,
      "The penalty is waived.",
    );
    expect(reviewLine(container, "en")).toBe("Reflects the law as of November 22, 2026");
  });
});

describe("a field not filled in yet", () => {
  const standInNote = (container: HTMLElement) => container.querySelector("[data-preview-note]")?.textContent ?? null;
  const blankUpdate: Data = { title: "A new update", body: "The penalty is waived.\n" };

  it.each(["en", "ar"] as const)(
    "a new update (%s) says that its author and published day are stand-ins, not what the editor chose",
    async (lang) => {
      const { container } = await renderPreview(
        <InsightPreview {...propsFor({ locale: lang, own: blankUpdate })} />,
        "The penalty is waived.",
      );
      expect(standInNote(container)).toBe("Not filled in yet, so shown here with a stand-in: Author, Published.");
    },
  );

  it("says nothing once they are given, and names only the one still missing", async () => {
    const filled = await renderPreview(
      <InsightPreview
        {...propsFor({ locale: "en", own: { ...blankUpdate, author: "founder", date: "2026-06-01" } })}
      />,
      "The penalty is waived.",
    );
    expect(standInNote(filled.container)).toBeNull();
    filled.unmount();
    const { container } = await renderPreview(
      <ServicePreview {...propsFor({ locale: "en", own: { ...englishService, date: "" } })} />,
      "We recover debts.",
    );
    expect(standInNote(container)).toBe("Not filled in yet, so shown here with a stand-in: Last updated.");
  });
});

describe("an entry whose file the CMS cannot read", () => {
  // What the CMS's format makes of a file that opens with ---js: its title and body are the CMS's message.
  const unreadable = siteFrontmatter.fromFile('---js\n{ title: "Nice title" }\n---\nText <FreeCall />.\n') as Data;

  it.each(contentKinds)("%s: previews as what is wrong and what to do, not as a page", (kind) => {
    const Preview = previews[kind];
    const { container } = render(<Preview {...propsFor({ locale: "en", own: unreadable })} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent('Line 1 is "---js": the first line must be exactly ---');
    expect(alert).toHaveTextContent("Ask a developer to fix the file in git");
    expect(container.querySelector("h1")).toBeNull();
    expect(container).not.toHaveTextContent("Nice title");
  });

  it("while a readable one previews as its page", async () => {
    const { container } = render(<previews.service {...propsFor({ locale: "en", own: englishService })} />);
    expect(await screen.findByText("Advice on a free 60-minute call.")).toBeInTheDocument();
    expect(container.querySelector("h1")).toHaveTextContent(String(englishService.title));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("a draft committed through git, which skipped the save check", () => {
  const hostile: Data = {
    title: "Corporate tax registration",
    description: "Who must register for corporate tax in the UAE, and by when.",
    date: "2026-11-01",
    author: "founder",
    coverImage: "https://tracker.example/cover.gif",
    topics: ["business-setup-in-dubai-and-the-uae", "/.//evil.example/phish", "..//..//evil.example"],
    sources: [
      { title: "Federal Tax Authority", url: "https://tax.gov.ae/en/" },
      { title: "Run", url: "javascript:alert(document.cookie)" },
      { title: "Elsewhere", url: "//evil.example/login" },
      { title: "Looks official", url: "https://tax.gov.ae@evil.example/" },
    ],
    body: "The law changed.\n",
  };

  it("previews with the build's link rules on every field: no link or picture the build would refuse", async () => {
    const { container } = await renderPreview(
      <previews.insight {...propsFor({ locale: "en", own: hostile, slug: "..//evil.example" })} />,
      "The law changed.",
    );
    const hrefs = [...container.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"));
    expect(hrefs).toContain("https://tax.gov.ae/en/");
    expect(hrefs).toContain("/services/business-setup-in-dubai-and-the-uae/");
    expect(hrefs.filter((href) => /javascript:|evil\.example/i.test(href ?? ""))).toEqual([]);
    expect(container.querySelector('img[src*="tracker.example"]')).toBeNull();
  });
});
