import fs from "fs";
import path from "path";
import { contentKinds } from "../../src/content-model";
import { languages } from "../../src/languages";
import { checkContent, formatProblem } from "../../src/content-pipeline/field-checks";
import { contentFilesIn } from "../support/content-files";
import { interfaceStringFiles, interfaceTermProblems } from "../../src/content-pipeline/interface-terminology";
import { type TermRule, termProblemsIn, terminology } from "../../src/content-pipeline/terminology";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const employmentAr = "content/services/ar/legal-consultation-and-representation-in-employment-law-uae.mdx";
const taxAr = "content/services/ar/legal-consultation-and-representation-in-taxation-law-uae.mdx";

/** The file with `line` added after its frontmatter, and the number of the line it is on. */
const planted = (file: string, line: string) => {
  const lines = read(file).split("\n");
  const afterFrontmatter = lines.indexOf("---", 1) + 2;
  lines.splice(afterFrontmatter, 0, line);
  return { text: lines.join("\n"), line: afterFrontmatter + 1 };
};

const ruleFor = (wrong: string) => terminology.find((rule) => rule.wrong === wrong) as TermRule;

describe("the terminology check", () => {
  it("refuses «المحاكم المحلية» planted in a page, naming file, line and the form to use", () => {
    const { text, line } = planted(taxAr, "يمثلك محامونا أمام المحاكم المحلية في الدولة.");
    expect(termProblemsIn(taxAr, text).map(formatProblem)).toEqual([
      `${taxAr}: line ${line} uses «المحاكم المحلية»; write «المحاكم الاتحادية والمحلية في الدولة» (${ruleFor("المحاكم المحلية").why}; content/terminology.json)`,
    ]);
  });

  it("refuses «الموظف» planted in the employment page, and not in a page where it is the right word", () => {
    const { text, line } = planted(employmentAr, "- يستحق الموظف إجازة سنوية مدفوعة الأجر.");
    expect(termProblemsIn(employmentAr, text)).toEqual([
      expect.objectContaining({ file: employmentAr, field: `line ${line}`, message: expect.stringContaining("«عامل") }),
    ]);
    expect(termProblemsIn(taxAr, planted(taxAr, "- يستحق الموظف إجازة سنوية مدفوعة الأجر.").text)).toEqual([]);
  });

  it("is part of a document's content check, which stops the build", () => {
    const { text } = planted(taxAr, "أمام المحاكم المحلية.");
    const { problems } = checkContent({
      kind: "service",
      file: taxAr,
      frontmatter: { title: "x" },
      raw: text,
      image: () => undefined,
    });
    expect(problems.map(formatProblem)).toContainEqual(expect.stringContaining("uses «المحاكم المحلية»"));
  });

  it("in a document, names the field or the line of the body a form is in, as the CMS shows them", () => {
    const raw = read(employmentAr).replace(/^description: (.*)$/m, "description: $1 يستحق الموظف إجازة.");
    const { text } = planted(employmentAr, "");
    const withBody = planted(employmentAr, "يستحق الموظف إجازة.");
    const fields = (document: string) =>
      checkContent({ kind: "service", file: employmentAr, frontmatter: {}, raw: document, image: () => undefined })
        .problems.filter(({ message }) => message.includes("«موظف»"))
        .map(({ field }) => field);
    expect(fields(text)).toEqual([]);
    expect(fields(raw)).toEqual(["description"]);
    // planted() puts the line after the frontmatter's closing line and the blank line below it: the body's line 2.
    expect(fields(withBody.text)).toEqual(["body line 2"]);
  });

  it("finds a form written with or without diacritics, and keeps a form written with them exact", () => {
    const rules: TermRule[] = [
      { wrong: "موكلينا", right: "الموكلين", why: "test" },
      { wrong: "اً", right: "ًا", why: "test" },
    ];
    expect(termProblemsIn("a.mdx", "من موكّلينا", rules)).toHaveLength(1);
    expect(termProblemsIn("a.mdx", "أولاً", rules)).toHaveLength(1);
    expect(termProblemsIn("a.mdx", "أولًا", rules)).toEqual([]);
  });

  it("passes the right form when it holds the wrong one, and English whatever the case", () => {
    expect(termProblemsIn("a.ts", "ملفات تعريف الارتباط الضرورية للغاية")).toEqual([]);
    expect(termProblemsIn("a.ts", "ملفات تعريف الارتباط الضرورية")).toHaveLength(1);
    const rule: TermRule = { wrong: "Ministry of Old Name", right: "Ministry of New Name", why: "renamed" };
    expect(termProblemsIn("a.mdx", "the ministry of old name said", [rule])).toHaveLength(1);
  });

  it("refuses a form in an interface string, naming the source file and line", () => {
    expect(interfaceStringFiles(root)).toEqual(
      expect.arrayContaining(["src/data/ui/ar.ts", "src/data/home.ts", "src/consent/arabic-texts.ts"]),
    );
    const source = read("src/data/home.ts").replace("آراء الموكلين", "آراء العملاء");
    const line = source.split("\n").findIndex((text) => text.includes("آراء العملاء")) + 1;
    expect(termProblemsIn("src/data/home.ts", source).map(formatProblem)).toContainEqual(
      expect.stringMatching(new RegExp(`^src/data/home\\.ts: line ${line} uses «آراء العملاء»; write «آراء الموكلين»`)),
    );
  });

  it("passes on every document and every interface string", () => {
    const documents = contentKinds.flatMap((kind) => languages.flatMap((lang) => contentFilesIn(root, kind, lang)));
    expect(documents.length).toBeGreaterThan(40);
    expect(documents.flatMap((file) => termProblemsIn(file, read(file))).map(formatProblem)).toEqual([]);
    expect(interfaceTermProblems(root).map(formatProblem)).toEqual([]);
  });

  it("gives every rule a form, the form to use and why", () => {
    for (const rule of terminology) {
      expect(rule.wrong.trim()).not.toBe("");
      expect(rule.right.trim()).not.toBe("");
      expect(rule.why.trim()).not.toBe("");
    }
  });
});
