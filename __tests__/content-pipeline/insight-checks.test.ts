import { checkContent, formatProblem } from "../../src/content-pipeline/field-checks";
import { checkTranslation } from "../../src/content-pipeline/translation-checks";

/** An insight's own fields (src/content-model.ts): who wrote it, which services it is about, what it cites. */
const file = "content/insights/en/an-update.mdx";
const topics = ["legal-consultation-and-representation-in-taxation-law-uae", "business-setup-in-dubai-and-the-uae"];
const valid = {
  title: "An update",
  description: "What changed and for whom.",
  date: "2026-06-01",
  author: "founder",
  topics: [topics[0]],
  sources: [{ title: "Federal Tax Authority", url: "https://tax.gov.ae/en/" }],
};
const problemsOf = (frontmatter: Record<string, unknown>) =>
  checkContent({ kind: "insight", file, frontmatter, image: () => undefined, topics }).problems.map(formatProblem);

test("a complete insight passes", () => {
  expect(problemsOf(valid)).toEqual([]);
});

test("a topic that names no service stops the build, naming the file, the field and the slug", () => {
  expect(problemsOf({ ...valid, topics: [topics[0], "no-such-service"] })).toEqual([
    `${file}: topics names "no-such-service", which is no service (no such file in content/services/en/); use a service's file name without .mdx`,
  ]);
  expect(problemsOf({ ...valid, topics: [] })).toEqual([`${file}: topics is required but missing or empty`]);
});

test("the author must be one of the people in the site facts", () => {
  expect(problemsOf({ ...valid, author: "someone-else" })).toEqual([
    `${file}: author must be the id of one of the people in src/site-facts.ts ("founder"), got "someone-else"`,
  ]);
});

test("each fault of a source is said once, in the form's words (Source title, Source address), without the raw data", () => {
  const notHttps = `${file}: sources source 1: the source address must start with https:// (a web page's address, e.g. https://tax.gov.ae/en/)`;
  const cases: [unknown, string][] = [
    [{ title: "Law" }, `${file}: sources source 1: the source address is missing`],
    [{ title: "Law", url: " " }, `${file}: sources source 1: the source address is missing`],
    [{ title: "", url: "https://a.ae/" }, `${file}: sources source 1: the source title is missing`],
    [{ url: "http://a.ae/" }, `${file}: sources source 1: the source title is missing`],
    [{ title: "Law", url: "http://tax.gov.ae/en/waiver" }, notHttps],
    [{ title: "Law", url: "javascript:alert(1)" }, notHttps],
    // The host is evil.example: judged by what the address resolves to, not by how it reads.
    [{ title: "Law", url: "https://tax.gov.ae@evil.example/" }, notHttps],
    [{ title: "Law", url: "https://tax.gov.ae:x@evil.example/" }, notHttps],
    [{ title: "Law", url: "https://a.ae:99999/" }, notHttps],
    [
      { title: "Law", url: "https://a.ae/", note: "x" },
      `${file}: sources source 1: "note" is not part of a source, which has only a title and a url: delete that line`,
    ],
    [
      "https://a.ae/",
      `${file}: sources source 1: write it as a title and an address (a "- title:" line and a "url:" line)`,
    ],
  ];
  for (const [source, message] of cases) expect(problemsOf({ ...valid, sources: [source] })).toEqual([message]);
  expect(problemsOf({ ...valid, sources: [valid.sources[0], { title: "Law", url: "http://a.ae/" }] })).toEqual([
    notHttps.replace("source 1", "source 2"),
  ]);
});

test("a source's title is held to the wrong-law check like any text", () => {
  expect(problemsOf({ ...valid, sources: [{ title: "Federal Law No. 47 of 2022", url: "https://a.ae/" }] })).toEqual([
    expect.stringContaining(`${file}: sources names "Federal Law No. 47 of 2022"`),
  ]);
});

test("an Arabic insight without an English twin is a whole document, not a stray translation", () => {
  const arabic = "content/insights/ar/only-in-arabic.mdx";
  const { problems } = checkTranslation({
    kind: "insight",
    file: arabic,
    written: valid,
    english: undefined,
    image: () => undefined,
    topics,
  });
  expect(problems).toEqual([]);
  const service = checkTranslation({
    kind: "service",
    file: "content/services/ar/x.mdx",
    written: {},
    english: undefined,
    image: () => undefined,
  });
  expect(service.problems.map(({ message }) => message)).toContainEqual(expect.stringContaining("has no English page"));
});

describe("text the feed and the pages carry", () => {
  const invisible = (code: number) =>
    `holds the invisible character U+${code.toString(16).toUpperCase().padStart(4, "0")}, a control or text-direction character the site does not allow`;

  // U+0001 made insights/rss.xml ill-formed (XML cannot carry it); the overrides reorder what a reader sees.
  it.each([0x01, 0x1b, 0x7f, 0x85, 0x202a, 0x202e, 0x2066, 0x2069])(
    "refuses U+%s in a title, a description and a source's title",
    (code) => {
      const character = String.fromCharCode(code);
      expect(
        problemsOf({
          ...valid,
          title: `An ${character}update`,
          description: `What changed${character}.`,
          sources: [{ title: `Federal${character} Tax Authority`, url: "https://tax.gov.ae/en/" }],
        }),
      ).toEqual([
        expect.stringContaining(`${file}: title ${invisible(code)}`),
        expect.stringContaining(`${file}: description ${invisible(code)}`),
        expect.stringContaining(`${file}: sources source 1: ${invisible(code)}`),
      ]);
    },
  );

  it("refuses an unpaired surrogate, which no XML can carry either", () => {
    expect(problemsOf({ ...valid, title: "An \ud800update" })).toEqual([
      expect.stringContaining(`${file}: title ${invisible(0xd800)}`),
    ]);
  });

  it("accepts Arabic with its marks, tabs and line breaks: only what breaks the feed or reorders text is refused", () => {
    expect(
      problemsOf({ ...valid, title: "تحديث\u200f ضريبي", description: "ما الذي تغيّر\u061c،\tولمن؟\nالتفاصيل." }),
    ).toEqual([]);
  });

  it("caps each field's length: a 5 MB description is refused, the longest real texts pass", () => {
    expect(problemsOf({ ...valid, description: "a".repeat(5 * 1024 * 1024) })).toEqual([
      `${file}: description is 5,242,880 characters long, more than the 1,000 it may hold: shorten it`,
    ]);
    expect(problemsOf({ ...valid, title: "a".repeat(301) })).toEqual([
      `${file}: title is 301 characters long, more than the 300 it may hold: shorten it`,
    ]);
    expect(
      problemsOf({ ...valid, sources: [{ title: "Law", url: `https://tax.gov.ae/${"a".repeat(2_000)}` }] }),
    ).toEqual([`${file}: sources source 1: is 2,019 characters long, more than the 2,000 it may hold: shorten it`]);
    expect(problemsOf({ ...valid, title: "a".repeat(300), description: "d".repeat(1_000) })).toEqual([]);
  });
});
