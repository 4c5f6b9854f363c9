/** @jest-environment node */
import {
  type ContentKind,
  type FieldRuleId,
  type FieldSpec,
  contentFolder,
  contentKinds,
  contentModel,
  fieldHelp,
  fieldRules,
  maxLengthOf,
  minimumWidthOf,
  rulesOf,
} from "../../src/content-model";
import { cmsConfig } from "../../src/cms/config";
import { siteFrontmatter } from "../../src/cms/format";
import { entryVerdict } from "../../src/cms/draft-check";
import { bodyTools } from "../../src/content-pipeline/body-tools-bundled";
import type { ImageFacts } from "../../src/content-pipeline/field-checks";
import { checkDocument } from "../../src/content-pipeline/document-check";
import { fieldTable } from "../../src/build/field-tables";
import { readContentFile } from "../../src/content-pipeline/frontmatter";

/**
 * The rules of src/content-model.ts (fieldRules) are the one list the help under each field in the CMS, the
 * reference's field tables, the CMS's check before saving and the build read. For every rule of every field of
 * every kind: the help and the reference say the rule's words, and a document that breaks it (its planted
 * fault below) is refused by the build's check of the file and by the CMS's save check, with the same words,
 * naming the field.
 */

const pictures: Record<string, ImageFacts> = {
  "animated.gif": { format: "gif", width: 2000 },
};
/** The pictures content/images/ holds for the test: any name but the faults' passes, as a wide JPEG. */
const image = (name: string): ImageFacts | undefined =>
  name === "missing.jpg"
    ? undefined
    : name.startsWith("narrow-")
      ? { format: "jpeg", width: Number(name.replace(/\D/g, "")) }
      : (pictures[name] ?? { format: "jpeg", width: 4000 });

/** A value of the field that breaks the rule, for each rule: a new rule without one fails to compile. */
const faults: Record<FieldRuleId, (field: FieldSpec) => unknown> = {
  required: () => "",
  day: () => "2026-02-30",
  wholeNumber: () => 2.5,
  oneOfOptions: () => "somewhere-else",
  person: () => "nobody",
  pictureStored: () => "missing.jpg",
  pictureFormat: () => "animated.gif",
  pictureWidth: (field) => `narrow-${minimumWidthOf(field) - 1}.jpg`,
  topicsAreServices: () => ["no-such-service"],
  relatedServices: () => ["no-such-service"],
  sourceAddress: () => [{ title: "Federal Tax Authority", url: "http://tax.gov.ae/en/waiver" }],
  plainCharacters: () => "Business setup\u202e in Dubai",
  lengthRange: (field) => "x".repeat(field.lengthRange!.most + 1),
  textLength: (field) => "x".repeat(maxLengthOf(field) + 1),
};

/**
 * Rules the CMS's form itself keeps an editor from breaking, so its save check never sees the fault: the topics
 * and related services are picked from the list of services (a relation widget stores only their file names).
 */
const keptByTheForm: readonly FieldRuleId[] = ["topicsAreServices", "relatedServices"];

const knownServices = [
  "legal-consultation-and-representation-in-taxation-law-uae",
  "business-setup-in-dubai-and-the-uae",
];

/** A document of the kind that breaks no rule: every field's example. */
const validData = (kind: ContentKind): Record<string, unknown> => ({
  ...Object.fromEntries(contentModel[kind].fields.map((field) => [field.name, field.example])),
  ...(contentModel[kind].fields.some((field) => field.type === "services") && { related: [knownServices[1]] }),
  ...(contentModel[kind].fields.some((field) => field.type === "topics") && { topics: [knownServices[0]] }),
  body: "The text of the page.\n",
});

const sortedKeys = (kind: ContentKind) => [...contentModel[kind].fields.map(({ name }) => name), "body"];

/** The build's check of the English file (gatsby-node.ts runs checkDocument on every file). */
const buildProblems = (kind: ContentKind, data: Record<string, unknown>) => {
  const file = `${contentFolder(kind, "en")}/sample-page.mdx`;
  const raw = siteFrontmatter.toFile(data, sortedKeys(kind));
  const reading = readContentFile(file, raw);
  if ("problem" in reading) throw new Error(reading.problem.message);
  return checkDocument({
    kind,
    file,
    lang: "en",
    raw,
    ...reading,
    english: undefined,
    image,
    topics: knownServices,
    service: (slug) => knownServices.includes(slug),
    reader: bodyTools,
  }).problems;
};

/** The CMS's check before saving the entry, its English form holding `data`. */
const saveProblems = (kind: ContentKind, data: Record<string, unknown>) =>
  entryVerdict({ kind, slug: "sample-page", data: { en: data }, image }).filter(({ lang }) => lang === "en");

const cases = contentKinds.flatMap((kind) =>
  contentModel[kind].fields.flatMap((field) =>
    rulesOf(field).map((rule) => [`${kind} ${field.name}: ${rule.id}`, kind, field, rule.id] as const),
  ),
);

test("every rule applies to some field, and every field's rules are walked below", () => {
  expect(fieldRules.filter((rule) => !cases.some(([, , , id]) => id === rule.id))).toEqual([]);
  expect(cases.length).toBeGreaterThan(30);
});

test.each(contentKinds)("a %s that breaks no rule passes the build's check and the save check", (kind) => {
  expect(buildProblems(kind, validData(kind))).toEqual([]);
  expect(saveProblems(kind, validData(kind))).toEqual([]);
});

describe.each(cases)("%s", (_name, kind, field, id) => {
  const rule = fieldRules.find((candidate) => candidate.id === id)!;
  const broken = { ...validData(kind), [field.name]: faults[id](field) };

  test("the help under the field in the CMS and the reference's table say the rule", () => {
    const words = rule.help(field);
    const hint = cmsConfig({ local: true })
      .collections.find(({ name }) => name === contentModel[kind].folder)!
      .fields!.find(({ name }) => name === field.name)!.hint;
    expect(hint).toContain(words);
    expect(fieldHelp(field)).toContain(words);
    const row = fieldTable(kind)
      .split("\n")
      .find((line) => line.startsWith(`| \`${field.name}\` |`))!;
    expect(row).toContain(words);
  });

  test("the build refuses the planted fault, naming the file and the field", () => {
    const problems = buildProblems(kind, broken);
    expect(problems).toEqual([
      expect.objectContaining({ file: expect.stringContaining("sample-page.mdx"), field: field.name }),
    ]);
  });

  if (keptByTheForm.includes(id)) {
    test("the CMS's form offers only the services to pick, so the fault cannot be entered", () => {
      const widget = cmsConfig({ local: true })
        .collections.find(({ name }) => name === contentModel[kind].folder)!
        .fields!.find(({ name }) => name === field.name);
      expect(widget).toMatchObject({ widget: "relation", collection: contentModel.service.folder });
    });
  } else {
    test("the CMS refuses to save it, with the build's words and the field's label", () => {
      const [built] = buildProblems(kind, broken);
      // A source's problem names its item ("Source 1: …") and the box in the source (its `part`).
      const named = /^source \d+: /.test(built.message)
        ? `S${built.message.slice(1)}`
        : `${field.label} ${built.message}`;
      expect(saveProblems(kind, broken)).toEqual([
        expect.objectContaining({ lang: "en", field: field.name, message: named }),
      ]);
    });
  }
});
