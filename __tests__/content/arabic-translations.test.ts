import fs from "fs";
import path from "path";
import { contentFolder, contentKinds, contentModel, translatedFields } from "../../src/content-model";
import { bodyTools } from "../../src/content-pipeline/body-tools-bundled";
import { checkBody } from "../../src/content-pipeline/body-policy";
import { formatProblem, wrongLawNamesIn } from "../../src/content-pipeline/field-checks";
import { translatedLabel } from "../../src/build/field-tables";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";

/**
 * The Arabic translations (content/<folder>/ar/), checked against their English pages: the
 * same content policy and wrong-law check as the build, the same structure (headings, list
 * items, components, figures), links to Arabic twins, and no English left in the prose.
 * (That every English page has one, and none is out of date: __tests__/content-pipeline/translations.test.ts.)
 */

const contentDir = path.resolve(__dirname, "../../content");

const translations = contentKinds.flatMap((kind) =>
  fs
    .readdirSync(path.join(contentDir, "..", contentFolder(kind, "ar")))
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => ({ kind, file: `${contentFolder(kind, "ar")}/${name}`, english: `${contentFolder(kind, "en")}/${name}` }))
    // An insight may be written in Arabic alone: with no English page, there is nothing to hold it to.
    .filter(({ english }) => fs.existsSync(path.join(contentDir, "..", english))),
);

const read = (file: string) => fs.readFileSync(path.resolve(contentDir, "..", file), "utf8");

/** What the two languages must share: heading and list counts, the components in order, the figures. */
const shape = (body: string) => ({
  headings: body.match(/^#{2,3} /gm)?.length ?? 0,
  listItems: body.match(/^(?:[-*]|\d+\.) /gm)?.length ?? 0,
  components: body.match(/<[A-Z][A-Za-z]*/g) ?? [],
});

/** The body with each link's target dropped: URLs are neither figures nor prose. */
const withoutLinkTargets = (body: string) => body.replace(/\]\([^)]*\)/g, "]");

/** The numbers a body states, but one and two, which Arabic often says in words («سنتان», «مليون»). */
const figures = (body: string) =>
  (withoutLinkTargets(body).match(/\d[\d,.]*\d|\d/g) ?? []).filter((figure) => !["1", "2"].includes(figure));

/** Names that stay in Latin script in the Arabic prose: products and protocols the visitor sees by those names. */
const latinNames = new Set(["Google", "Analytics", "Tag", "Manager", "Chrome", "Safari", "HTTPS", "CTP", "PDF"]);

/** Which routes an Arabic link may name: the Arabic twin of a page that exists. */
const arabicRoutes = new Set([
  "/ar/",
  "/ar/services/",
  ...translations.map(({ kind, file }) => `/ar${contentModel[kind].route(path.basename(file, ".mdx"))}`),
]);

/** Links to this site that are not an Arabic page's route. */
const linksOutsideArabic = (body: string) =>
  [...body.matchAll(/\]\((\/[^)#\s]*)/g)].map((match) => match[1]).filter((route) => !arabicRoutes.has(route));

/** Latin-script words in the prose, but the names that stay Latin; components and code are not prose either. */
const englishWordsIn = (body: string) =>
  (
    withoutLinkTargets(body)
      .replace(/<[A-Z][A-Za-z]* \/>/g, "")
      .replace(/`[^`]*`/g, "")
      .match(/[A-Za-z]{2,}/g) ?? []
  ).filter((word) => !latinNames.has(word));

describe.each(translations)("$file", ({ kind, file, english }) => {
  const raw = read(file);
  const { data, body: content } = readFrontmatter(raw);
  const englishBody = readFrontmatter(read(english)).body;

  test("has the translated fields and no other, a 110 to 160 character description", () => {
    const translated = translatedFields(kind);
    const required = translated.filter((field) => translatedLabel(field, kind) === "Yes, required").map(({ name }) => name);
    expect(Object.keys(data).filter((key) => !translated.some(({ name }) => name === key))).toEqual([]);
    expect(required.filter((key) => data[key] === undefined || data[key] === "")).toEqual([]);
    expect([...String(data.description)].length).toBeGreaterThanOrEqual(110);
    expect([...String(data.description)].length).toBeLessThanOrEqual(160);
  });

  test("passes the build's content policy and names no law in a form known to be wrong", () => {
    const problems = checkBody({ reader: bodyTools, kind, file, body: content }).map(formatProblem);
    expect(problems).toEqual([]);
    expect(wrongLawNamesIn(raw)).toEqual([]);
  });

  test("has the English page's headings, list items, components and figures", () => {
    expect(shape(content)).toEqual(shape(englishBody));
    expect(figures(content).sort()).toEqual(figures(englishBody).sort());
  });

  test("links to Arabic pages that will exist, and has no English words in its prose", () => {
    expect(linksOutsideArabic(content)).toEqual([]);
    expect(englishWordsIn(content)).toEqual([]);
  });
});

test("the checks catch planted faults: a dropped list item and component, a changed amount, English, an English link", () => {
  const english = "## Fees\n\n- Filing\n- Hearing\n\nPay AED 50,000 within 30 days. Book a <FreeCall />.";
  const arabic = "## الرسوم\n\n- القيد\n\nادفع 5,000 درهم خلال 30 يوماً. Book now [من هنا](/services/business-setup-in-dubai-and-the-uae/).";
  expect(shape(arabic).listItems).toBe(shape(english).listItems - 1);
  expect(shape(arabic).components).toEqual([]);
  expect(figures(arabic)).not.toEqual(figures(english));
  expect(englishWordsIn(arabic)).toEqual(["Book", "now"]);
  expect(linksOutsideArabic(arabic)).toEqual(["/services/business-setup-in-dubai-and-the-uae/"]);
});
