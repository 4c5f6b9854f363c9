import fs from "fs";
import path from "path";
import {
  claimSources,
  guaranteeLink,
  guaranteeLinkAgain,
  home,
  homeTexts,
  reviewsSource,
  reviewsSourceIn,
  type TextLink,
} from "../../src/data/home";
import { practiceIconOf } from "../../src/data/practice-areas";
import { testimonials } from "../../src/data/testimonials";
import { routes } from "../../src/lib/routes";
import {
  arabicDraftingClaim,
  arabicDraftingConditions,
  arabicDraftingGuaranteeLinkText,
  draftingClaim,
  siteFacts,
} from "../../src/site-facts";

const serviceFiles = fs.readdirSync(path.resolve(__dirname, "../../content/services/en"));

/** Every object in the home data that has a string field containing `needle`, with the path to it. */
const holdersOf = (needle: string, value: unknown = home, at = "home"): { at: string; holder: object }[] => {
  if (!value || typeof value !== "object") return [];
  const own = Object.values(value).some((field) => typeof field === "string" && field.includes(needle))
    ? [{ at, holder: value }]
    : [];
  return [...own, ...Object.entries(value).flatMap(([key, field]) => holdersOf(needle, field, `${at}.${key}`))];
};

/** A service page's short title, as its file writes it (the card and link name of the page). */
const shortTitleOf = (lang: "en" | "ar", slug: string) =>
  /^shortTitle: "(.*)"$/m.exec(
    fs.readFileSync(path.resolve(__dirname, `../../content/services/${lang}/${slug}.mdx`), "utf8"),
  )?.[1];

describe("home page content", () => {
  it.each(["en", "ar"] as const)(
    "in %s, names each card as the page it leads to does, where the card is that page's own",
    (lang) => {
      // Two cards lead to pages that cover more than they name: contract review (the drafting page) and compliance.
      const ownPages = homeTexts[lang].services.cards.filter((_, index) => index !== 2 && index !== 3);
      expect(ownPages.map((card) => card.title)).toEqual(ownPages.map((card) => shortTitleOf(lang, card.slug)));
    },
  );

  it("has the eight service cards the specification lists", () => {
    expect(home.services.cards.map((card) => card.title)).toEqual([
      "24-hour legal document drafting",
      "Business setup assistance",
      "Legal compliance guidance",
      "Contract review and negotiation",
      "Dispute resolution",
      "Intellectual property protection",
      "Employment law services",
      "Real estate law",
    ]);
  });

  it("points each card at the page that describes that service", () => {
    const slugOf = (title: string) => home.services.cards.find((card) => card.title === title)?.slug;
    expect(slugOf("Contract review and negotiation")).toBe("24-hour-uae-legal-agreements-drafting-in-dubai");
    // The litigation page, not the mediation page.
    expect(slugOf("Dispute resolution")).toBe("assistance-representation-in-dubai-and-uae-legal-system-2");
    expect(slugOf("Intellectual property protection")).toBe(
      "legal-consultation-and-representation-in-intellectual-property-law-uae",
    );
    expect(slugOf("Employment law services")).toBe("legal-consultation-and-representation-in-employment-law-uae");
  });

  it.each(["en", "ar"] as const)("shows on each %s card the icon of its service's practice group", (lang) => {
    for (const card of homeTexts[lang].services.cards) {
      const file = fs.readFileSync(path.resolve(__dirname, `../../content/services/en/${card.slug}.mdx`), "utf8");
      const group = /^group: (\S+)$/m.exec(file)?.[1];
      expect({ card: card.title, icon: card.icon }).toEqual({ card: card.title, icon: practiceIconOf(group!) });
    }
  });

  it("links each card only to service pages that exist", () => {
    for (const { slug } of home.services.cards) expect(serviceFiles).toContain(`${slug}.mdx`);
  });

  it("heads the testimonials with the spec's claim", () => {
    expect(home.testimonials.title).toBe("Trusted By Over 1,136+ Entrepreneurs and Counting...");
  });

  it("has the three steps: book a free call, case analysis, documents within 24 hours", () => {
    expect(home.steps.items.map((step) => step.title)).toEqual([
      "Book a free call",
      "Case analysis",
      "Get your documents",
    ]);
    expect(home.steps.items[2].text).toContain("24 hours");
  });
});

describe("claims on the home page", () => {
  it("states the drafting claim in the one wording, in the hero, the stats, the drafting card and the steps", () => {
    expect(draftingClaim).toBe("Agreements drafted under UAE law within 24 hours, guaranteed");
    expect(holdersOf(draftingClaim).map(({ at }) => at)).toEqual([
      "home.hero",
      "home.services.cards.0",
      "home.steps.items.2",
    ]);
  });

  it("keeps the promise out of the meta description, which search results and shared links carry without its conditions", () => {
    for (const { seo } of [home, homeTexts.ar]) expect(seo.description).not.toMatch(/24|guarantee|بضمان|ضمان/);
  });

  it("never words the 24-hour promise any other way", () => {
    const otherWordings = holdersOf(`${siteFacts.claims.draftingHours} hours`).filter(
      ({ holder }) =>
        !Object.values(holder).some((field) => typeof field === "string" && field.includes(draftingClaim)),
    );
    expect(otherWordings).toEqual([]);
  });

  it("links every visible statement of the claim to its definition in the terms", () => {
    expect(guaranteeLink.to).toBe("/legal/terms/#drafting-guarantee");
    expect(guaranteeLink.to).toBe(routes.draftingGuarantee);
    for (const { at, holder } of holdersOf(draftingClaim).filter(({ at }) => at !== "home.seo")) {
      const links = Object.values(holder).filter(
        (field): field is TextLink => typeof field === "object" && field?.to === routes.draftingGuarantee,
      );
      // The conditions once, in the hero; the later statements link to the definition without repeating them.
      expect({ at, links }).toEqual({ at, links: [at === "home.hero" ? guaranteeLink : guaranteeLinkAgain] });
    }
  });

  it("labels 1,136+ as clients served", () => {
    expect(home.testimonials.stats[0]).toEqual({ value: "1,136+", label: "entrepreneurs served as clients" });
    // Said once beside its source (the stats) and in the testimonials' heading (the spec's): not again in the hero.
    expect(home.hero.trust.facts.filter((fact) => fact.includes("1,136+"))).toEqual([]);
  });

  it("gives the reviews claim its platform and as-of date wherever it appears", () => {
    expect(reviewsSource).toBe(`on ${siteFacts.claims.reviewPlatform}, as of November 2026`);
    const reviewLines = holdersOf("five-star reviews").flatMap(({ holder }) =>
      Object.values(holder).filter(
        (field): field is string => typeof field === "string" && field.includes("five-star"),
      ),
    );
    expect(reviewLines.length).toBeGreaterThanOrEqual(2);
    for (const line of reviewLines) expect(line).toContain(reviewsSource);
  });

  it("names where the figures come from: the client records counted, and a link to the public reviews", () => {
    expect(claimSources.clients).toBe(
      "Clients served counted from sample figures, not yet our client records, as of November 2026.",
    );
    expect(claimSources.reviews).toEqual({ href: siteFacts.claims.reviewsUrl, text: "Read the reviews on Google" });
  });

  it("says who appears for the client in court", () => {
    expect(home.whyUs.points[0]).toMatch(/from first advice to court/);
    expect(home.whyUs.points[0]).toMatch(
      /UAE-national advocates, who hold rights of audience under Federal Decree-Law No\. 34 of 2022/,
    );
  });

  it("promises confidentiality in the same terms as the terms and conditions: the duty covers the free call", () => {
    const confidential = home.approach.items.find((item) => item.title === "Confidential by default");
    expect(confidential?.text).toMatch(
      /professional duty of confidentiality covers what you tell us from the free 60-minute call/,
    );
    expect(confidential?.text).not.toMatch(/stays between you and your lawyer/);
  });
});

describe("testimonials", () => {
  it("are three, from entrepreneurs in the UK, Germany and the USA", () => {
    expect(testimonials.map((t) => t.position)).toEqual([
      "Entrepreneur From UK",
      "Entrepreneur From Germany",
      "Entrepreneur From USA",
    ]);
  });

  it("speak of the service, not of results", () => {
    const outcomes =
      /recovered|without going to court|without a single change|\bwon\b|\bwin\b|judgment|trading weeks earlier/i;
    for (const { text } of testimonials) expect(text).not.toMatch(outcomes);
  });

  it("are marked as samples that need the firm's real, consented client words", () => {
    const source = fs.readFileSync(path.resolve(__dirname, "../../src/data/testimonials.ts"), "utf8");
    expect(source).toMatch(/SAMPLE: these words are placeholders/);
    const readme = fs.readFileSync(path.resolve(__dirname, "../../README.md"), "utf8");
    expect(readme).toMatch(/testimonials[^\n]*consent/i);
  });
});

describe("one name for the free call", () => {
  const read = (file: string) => fs.readFileSync(path.resolve(__dirname, "../..", file), "utf8");
  const files = [
    "content/legal/en/terms.mdx",
    "content/legal/en/privacy-policy.mdx",
    "content/legal/en/cookie-policy.mdx",
    "content/pages/en/foundation.mdx",
  ];

  it.each(files)("%s calls it a free 60-minute call, never a free consultation", (file) => {
    expect(read(file)).not.toMatch(/free (initial )?(consultation|call)\b(?! \/>)/i);
  });

  it("the home page and the site description do the same", () => {
    const words = JSON.stringify(home) + siteFacts.description;
    expect(words).not.toMatch(/free (initial )?consultation/i);
    expect(words.match(/free \d+-minute call/g)?.every((name) => name === "free 60-minute call")).toBe(true);
  });
});

describe("the Arabic home page's claims", () => {
  const arabic = homeTexts.ar;
  const claim = arabicDraftingClaim();

  it("states the drafting claim in its one Arabic wording, in the same places as the English", () => {
    expect(holdersOf(claim, arabic).map(({ at }) => at)).toEqual(holdersOf(draftingClaim).map(({ at }) => at));
    expect(JSON.stringify(arabic)).not.toContain(draftingClaim);
  });

  it("writes the figures as «أكثر من …», never with a trailing plus that right-to-left text shows in front", () => {
    expect(arabic.testimonials.stats.map(({ value }) => value)).toEqual([
      `أكثر من ${siteFacts.claims.entrepreneursServed.replace(/\+$/, "")}`,
      `أكثر من ${siteFacts.claims.reviewCount.replace(/\+$/, "")}`,
    ]);
    expect(JSON.stringify(arabic)).not.toMatch(/\d\+/);
  });

  it("links every visible statement of it to the definition in the terms, in Arabic words", () => {
    for (const { at, holder } of holdersOf(claim, arabic)) {
      const links = Object.values(holder).filter(
        (field): field is TextLink => typeof field === "object" && field?.to === routes.draftingGuarantee,
      );
      expect({ at, links }).toEqual({
        at,
        links: [
          {
            to: routes.draftingGuarantee,
            text: arabicDraftingGuaranteeLinkText(),
            ...(at === "home.hero" && { lead: `${arabicDraftingConditions()}.` }),
          },
        ],
      });
    }
  });

  it("gives the reviews claim its platform and as-of month wherever it appears", () => {
    expect(reviewsSourceIn("ar")).toBe("على Google، حتى نوفمبر 2026");
    const reviewLines = holdersOf("تقييم بخمس نجوم", arabic).flatMap(({ holder }) =>
      Object.values(holder).filter(
        (field): field is string => typeof field === "string" && field.includes("تقييم بخمس"),
      ),
    );
    expect(reviewLines).toHaveLength(2);
    for (const line of reviewLines) expect(line).toContain(reviewsSourceIn("ar"));
    expect(arabic.claimSources.clients).toBe(
      "عدد الموكلين محسوب من أرقام نموذجية، وليست بعد من سجلات موكلينا، حتى نوفمبر 2026.",
    );
  });

  it("words the figures as Arabic does: «أكثر من 200», not a trailing plus sign", () => {
    expect(arabic.testimonials.title).toBe("يثق بنا أكثر من 1,136 رائد أعمال، والعدد في ازدياد");
    expect(arabic.hero.trust.reviews).toMatch(/^بناءً على أكثر من 200 تقييم بخمس نجوم/);
  });

  it("shows the same testimonials, translated, and says so", () => {
    expect(arabic.testimonials.items.map(({ author, source }) => ({ author, source }))).toEqual(
      testimonials.map(({ author, source }) => ({ author, source })),
    );
    expect(arabic.testimonials.note).toMatch(/مترجمة/);
  });
});
