import fs from "fs";
import path from "path";
import { readContentFile } from "../../src/content-pipeline/frontmatter";

/**
 * Headings are in sentence case (issue 48): a title capitalises its first word, acronyms and proper names only.
 * The spec's fixed texts (the home page's section headings, the footer's links, "Book A Call") are not content
 * and keep the spec's capitals. Arabic has no case: the English titles are checked.
 */

const root = path.resolve(__dirname, "../..");
const englishFolders = ["content/services/en", "content/legal/en", "content/pages/en", "content/insights/en"];

/** Names a title may capitalise mid-sentence: places, and the official names of bodies. */
const properNames = [
  "Dubai",
  "Abu Dhabi",
  "Fujairah",
  "United Arab Emirates",
  "Centre for Amicable Settlement of Disputes",
];

/** The words of `title` after the first that are capitalised though neither an acronym nor part of a proper name. */
const capitalisedWords = (title: string): string[] => {
  const withoutNames = properNames.reduce((text, name) => text.replaceAll(name, "name"), title);
  return withoutNames
    .split(/\s+/)
    .slice(1)
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "").replace(/'s$/, ""))
    .filter((word) => /\p{Lu}/u.test(word) && !/^[\p{Lu}\d-]{2,}$/u.test(word));
};

const englishTitles = () =>
  englishFolders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((file) => file.endsWith(".mdx"))
      .flatMap((file) => {
        const relative = `${folder}/${file}`;
        const reading = readContentFile(relative, fs.readFileSync(path.join(root, relative), "utf8"));
        if ("problem" in reading) throw new Error(`${relative} cannot be read`);
        return (["title", "shortTitle"] as const)
          .filter((field) => typeof reading.data[field] === "string")
          .map((field) => ({ file: relative, field, title: String(reading.data[field]) }));
      }),
  );

test("every English title and short title is in sentence case", () => {
  const titles = englishTitles();
  expect(titles.length).toBeGreaterThan(25);
  const faults = titles
    .map(({ file, field, title }) => ({ file, field, title, capitalised: capitalisedWords(title) }))
    .filter(({ capitalised }) => capitalised.length > 0);
  expect(faults).toEqual([]);
});

test("the check catches Title Case and lets acronyms and proper names through (planted titles)", () => {
  expect(capitalisedWords("Business Setup in Dubai and the UAE: Mainland and Free Zone Companies")).toEqual([
    "Setup",
    "Mainland",
    "Free",
    "Zone",
    "Companies",
  ]);
  expect(capitalisedWords("Terms and Conditions")).toEqual(["Conditions"]);
  expect(capitalisedWords("24-hour UAE legal agreement drafting for businesses in Dubai")).toEqual([]);
  expect(capitalisedWords("Power of attorney (POA) drafting and notarisation in Dubai, UAE")).toEqual([]);
  expect(capitalisedWords("Dubai's conciliation law amended: which disputes must try conciliation first")).toEqual([]);
});
