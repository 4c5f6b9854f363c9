/**
 * The second legal read (issue 19): the corrected statements are on the built pages, in one wording
 * where several pages say the same thing, and the wrong statements are on no built page.
 */
import { home } from "../../src/data/home";
import { assertBuilt, readPage } from "./support/public";
import { sitemapRoutes } from "./support/routes";

const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: " " };

/** The visible text of a built page, with React's character references decoded. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(\w+);/g, (whole, name: string) => entities[name] ?? whole)
    .replace(/\s+/g, " ");

const service = (slug: string) => textOf(readPage(`/services/${slug}/`));
const builtPages = () => sitemapRoutes().map((route) => ({ route, text: textOf(readPage(route)) }));

/** The expected phrases a page's text lacks: a failure names them, not the whole page. */
const missingFrom = (text: string, expected: (string | RegExp)[]) =>
  expected.filter((phrase) => (typeof phrase === "string" ? !text.includes(phrase) : !phrase.test(text))).map(String);

/** Fails with the routes that still say it, rather than with one long page of text. */
const expectNowhere = (wrong: RegExp) => {
  expect(
    builtPages()
      .filter(({ text }) => wrong.test(text))
      .map(({ route }) => route),
  ).toEqual([]);
};

const debtSlug = "debts-recovery-services-and-cheques-bounced-in-dubai-united-arab-emirates";
const mediationSlug = "legal-mediation-in-the-united-arab-emirates-legal-system-in-dubai";
const litigationSlug = "assistance-representation-in-dubai-and-uae-legal-system-2";

beforeAll(() => {
  assertBuilt();
  expect(sitemapRoutes().length).toBeGreaterThan(20);
});

it("cheques: the offences that remain are listed without 'only', with the cheque and commercial limitation periods", () => {
  expect(
    missingFrom(service(debtSlug), [
      "Some conduct with cheques is still a crime.",
      "sets out the cheque offences in Article 675 and the articles around it",
      "Endorsing a cheque to someone, or handing them a bearer cheque, knowing that there are no funds to cover it",
      "A criminal complaint remains possible where the conduct is still an offence",
      /two years have passed from the end of the period for presenting the cheque .*\(Article 670 /,
      /five years have passed from the date the obligation fell due.*\(Article 92 /,
    ]),
  ).toEqual([]);
  expectNowhere(/criminal liability remains only|criminal complaint is possible only/i);
});

it("cheques: one position in both languages, on the debt-recovery page and the cheques update alike", () => {
  // Issue 49: issuing without funds is decriminalised (Central Bank, 27 December 2021); Article 675's acts remain.
  const position = {
    en: "Since 2 January 2022, issuing a cheque without sufficient funds is no longer a crime in the UAE; the acts that remain crimes are specific ones, such as closing or emptying the account or stopping payment without a lawful reason.",
    ar: "منذ 2 يناير 2022، لم يعد إصدار شيك دون رصيد كافٍ جريمة في الإمارات؛ والأفعال التي تظل جرائم أفعال محددة، مثل إغلاق الحساب أو إفراغه أو وقف الصرف دون سبب مشروع.",
  };
  const pages = [`/services/${debtSlug}/`, "/insights/uae-bounced-cheques-what-is-still-a-crime/"];
  const lacking = pages.flatMap((route) => [
    ...missingFrom(textOf(readPage(route)), [position.en]).map(() => route),
    ...missingFrom(textOf(readPage(`/ar${route}`)), [position.ar]).map(() => `/ar${route}`),
  ]);
  expect(lacking).toEqual([]);
  // The contradiction the read found: "narrowed to bad faith" beside "not a crime even in bad faith".
  expectNowhere(
    /bad faith[^.]*(cheque|drawer)|(cheque|drawer)[^.]*bad faith|سوء النية[^.]*(الشيك|الساحب)|(الشيك|الساحب)[^.]*سوء النية/,
  );
});

it("corporate tax: the late-registration penalty comes from the Cabinet Decision, in the same words on both pages", () => {
  const penalty =
    "Late registration carries an AED 10,000 administrative penalty under Cabinet Decision No. 75 of 2023, as amended by Cabinet Decision No. 10 of 2024. The FTA waives the penalty, or refunds it if already paid, when the first corporate tax return (or, for an exempt person that must file one, the first annual declaration) is filed within seven months of the end of the first tax period or financial year, instead of the usual nine.";
  expect(missingFrom(service("business-setup-in-dubai-and-the-uae"), [penalty])).toEqual([]);
  expect(
    missingFrom(service("legal-consultation-and-representation-in-taxation-law-uae"), [
      penalty,
      "had to appoint one by 30 October 2026",
      "Other businesses must appoint one by 31 March 2027 and go live on 1 July 2027",
      "can still be refunded or used if the request is made by 31 December 2026",
    ]),
  ).toEqual([]);
  expectNowhere(/FTA Decision No\. 3 of 2024[^.]*AED 10,000|appoint[^.]* by 31 July 2026/);
});

it("wills: the DIFC Courts Wills Service's age is 18 and a guardianship-only will needs no UAE assets", () => {
  expect(
    missingFrom(service("draft-of-wills-notarisation-attestation-legal-translation"), [
      "It is open to non-Muslims aged 18 or over: from 2 March 2026",
      "A Guardianship Will only appoints guardians for your children, so it needs no UAE assets",
    ]),
  ).toEqual([]);
  expectNowhere(/non-Muslim adults who own assets in the UAE/);
});

it("home: one named point of contact who says who drafts and who pleads, and no promise of the same lawyer throughout", () => {
  expect(
    missingFrom(textOf(readPage("/")), [
      "One named lawyer is your point of contact from the first call onwards",
      "our UAE-national advocates appear for you in the onshore courts",
    ]),
  ).toEqual([]);
  expectNowhere(/same lawyer from the first call|different junior/i);
});

it("'over … +' appears only in the specification's testimonial heading", () => {
  const heading = home.testimonials.title;
  expect(heading).toMatch(/^Trusted By Over [\d,]+\+ Entrepreneurs and Counting\.\.\.$/);
  expect(missingFrom(textOf(readPage("/")), [heading])).toEqual([]);
  const overPlus = /\b(over|more than)\s+[\d,.]+\s*\+/i;
  expect(
    builtPages()
      .filter(({ text }) => overPlus.test(text.split(heading).join(" ")))
      .map(({ route }) => route),
  ).toEqual([]);
});

it("MOU: the new Civil Transactions Law applies to later transactions (Article 4), with good faith in negotiations and framework agreements", () => {
  const mou = service("memorandum-of-understanding-mou-in-dubai-uae");
  // Issue 34: not "contracts in the UAE are governed by" it; older contracts stay under the 1985 law but for limitation.
  expect(mou).not.toContain("contracts in the UAE are governed by");
  expect(
    missingFrom(mou, [
      "Since 1 June 2026, Federal Decree-Law No. 25 of 2025 on the Civil Transactions Law has replaced Federal Law No. 5 of 1985",
      "Under its Article 4 it applies to facts and transactions from that date",
      "only the new limitation rules (Articles 6 and 7) reach periods that had not yet run out",
      "Federal Decree-Law No. 50 of 2022 Issuing the Commercial Transactions Law",
      "Under Article 121, starting, conducting and breaking off negotiations must be in good faith.",
      "liable for the other side's actual loss",
      "The law now recognises framework agreements",
    ]),
  ).toEqual([]);
});

it("Dubai's amicable settlement threshold is worded as the resolution words it, with its exception, on every page", () => {
  const rule =
    "disputes with claims not exceeding AED 500,000 must first go to the Centre for Amicable Settlement of Disputes, except substantive disputes in which one party is a financial institution regulated by the Central Bank";
  expect([debtSlug, mediationSlug, litigationSlug].filter((slug) => missingFrom(service(slug), [rule]).length)).toEqual(
    [],
  );
  // Every AED 500,000 near the Centre's name is "not exceeding AED 500,000" (the real-estate fee band is elsewhere).
  const loose = builtPages().flatMap(({ route, text }) =>
    [...text.matchAll(/AED 500,000/g)]
      .filter(({ index = 0 }) => /Amicable Settlement/.test(text.slice(Math.max(0, index - 300), index + 300)))
      .filter(({ index = 0 }) => !text.slice(0, index).endsWith("not exceeding "))
      .map(({ index = 0 }) => `${route}: …${text.slice(Math.max(0, index - 40), index + 12)}`),
  );
  expect(loose).toEqual([]);
});
