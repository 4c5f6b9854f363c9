/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentModel } from "../../src/content-model";
import { localSaveButton, localSaveNow, localViewPage } from "../../src/cms/local-mode";
import { siteFacts } from "../../src/site-facts";

/**
 * The editors' guide (content/README.md) and its pictures of the CMS (content/guide/, taken by
 * `npm run screenshots -- --cms`, which writes the words each picture shows into screens.json): the guide
 * quotes only labels the CMS shows, its pictures are those the script takes, and its first screen says what
 * the site is, both ways to edit and where to ask.
 */
const root = path.resolve(__dirname, "../..");
const guide = fs.readFileSync(path.join(root, "content/README.md"), "utf8");
const screens: Record<string, string[]> = JSON.parse(
  fs.readFileSync(path.join(root, "content/guide/screens.json"), "utf8"),
);

/** From "1. Log in" to "Without the CMS", words in bold are the CMS's labels (the guide's comment says so). */
const quotedLabels = (text: string) => {
  const steps = text.slice(text.indexOf("## 1. Log in"), text.indexOf("## Without the CMS"));
  return [...new Set([...steps.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]))];
};

/** The quoted labels no pictured screen shows (a label may be part of a longer one, as "Status" of "Status: Draft"). */
const notOnAnyScreen = (labels: string[]) =>
  labels.filter((label) => !Object.values(screens).some((words) => words.some((word) => word.includes(label))));

test("every button and field label the guide quotes is on a screen of the CMS the pictures show", () => {
  const labels = quotedLabels(guide);
  expect(labels.length).toBeGreaterThan(15);
  expect(notOnAnyScreen(labels)).toEqual([]);
});

test("a label the CMS does not show, quoted in the guide, is found out", () => {
  const planted = guide.replace("Click **Save**.", "Click **Save draft**, then **Published**.");
  expect(notOnAnyScreen(quotedLabels(planted))).toEqual(["Save draft"]);
});

test("the guide shows the pictures the script takes, each of the current CMS: its fields' labels and its local buttons", () => {
  const shown = [...guide.matchAll(/\]\(guide\/([^)]+\.png)\)/g)].map((match) => match[1]);
  expect(shown.sort()).toEqual(Object.keys(screens).sort());
  for (const picture of shown) expect(fs.existsSync(path.join(root, "content/guide", picture))).toBe(true);
  const editor = screens["cms-editor.png"];
  for (const { label } of contentModel.service.fields)
    expect({ label, on: editor.includes(label) }).toEqual({ label, on: true });
  expect(screens["cms-local.png"]).toEqual(expect.arrayContaining([localSaveButton, localSaveNow, localViewPage]));
});

test("its first screen says what the site is, the two ways to edit (the real address, npm run cms) and where to ask", () => {
  const firstScreen = guide.slice(0, guide.indexOf("\n## "));
  expect(firstScreen).toContain("public website, in English and in Arabic");
  expect(firstScreen).toContain(`${siteFacts.siteUrl}/admin/`);
  expect(firstScreen).toContain("`npm run cms`");
  expect(firstScreen).toContain("**Where to ask:**");
});

test("it says who changes what the CMS cannot: the phone, e-mail, addresses, licences, booking link and tag manager", () => {
  const section = guide.slice(guide.indexOf("## What you cannot change here"), guide.indexOf("## 1. Log in"));
  for (const fact of [
    "phone number",
    "e-mail address",
    "office addresses",
    "licence numbers",
    "booking link",
    "tag manager",
  ])
    expect(section).toContain(fact);
  expect(section).toMatch(/a developer changes them/);
  expect(section).toMatch(/To ask: open an issue/);
});
