/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentModel } from "../../src/content-model";
import { localSaveButton, localSaveNow, localViewPage } from "../../src/cms/local-mode";
import { hostProblem } from "../../src/build/sample-values";
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

/** The labels of `fields` (and the body's) that none of the pictures `names` shows (screens.json holds only what is in the window). */
const notPictured = (names: string[], labels: string[]) => {
  const words = names.flatMap((name) => screens[name]);
  return labels.filter((label) => !words.includes(label));
};

test("the guide shows the pictures the script takes, each of the current CMS: its fields' labels and its local buttons", () => {
  const shown = [...guide.matchAll(/\]\(guide\/([^)]+\.png)\)/g)].map((match) => match[1]);
  expect(shown.sort()).toEqual(Object.keys(screens).sort());
  for (const picture of shown) expect(fs.existsSync(path.join(root, "content/guide", picture))).toBe(true);
  expect(screens["cms-local.png"]).toEqual(expect.arrayContaining([localSaveButton, localSaveNow, localViewPage]));
});

test("the pictures show a service's whole form, body included, and the fields only an insight has", () => {
  const serviceLabels = [...contentModel.service.fields.map(({ label }) => label), "Body"];
  const servicePictures = ["cms-editor.png", "cms-review.png", "cms-cover.png", "cms-body.png"];
  expect(notPictured(servicePictures, serviceLabels)).toEqual([]);
  // The picture of the form's top alone leaves most of it out.
  expect(notPictured(["cms-editor.png"], serviceLabels)).toEqual(expect.arrayContaining(["Body", "Cover image"]));
  // The insight's own kinds of field, which no service form shows: its author, topics and sources.
  const insightOnly = contentModel.insight.fields
    .filter(({ type }) => type === "person" || type === "topics" || type === "sources")
    .map(({ label }) => label);
  expect(insightOnly).toEqual(["Author", "Topics", "Sources"]);
  expect(notPictured(["cms-insight.png"], insightOnly)).toEqual([]);
});

test("the picture of a refused save shows the list of what to fix, under the words the guide quotes", () => {
  const heading = /under "(Not saved: [^"]+)"/.exec(guide)?.[1];
  expect(heading).toBeDefined();
  expect(screens["cms-refused.png"].filter((words) => words.startsWith(heading!))).toHaveLength(1);
});

test("no picture shows an address of this computer, which an editor online would never see", () => {
  for (const [name, words] of Object.entries(screens))
    expect({ name, addresses: words.filter((word) => /localhost|127\.0\.0\.1/.test(word)) }).toEqual({
      name,
      addresses: [],
    });
});

test("each column of the Workflow board is explained: what it means and what the editor does", () => {
  const board = screens["cms-workflow-board.png"];
  const review = guide.slice(guide.indexOf("## 4. Ask for review"), guide.indexOf("## 5. Publish"));
  for (const column of ["Drafts", "In Review", "Ready"]) {
    expect(board).toContain(column);
    expect(review).toMatch(new RegExp(`^- \\*\\*${column}\\*\\*: \\S`, "m"));
  }
  // Who approves, named by role, and that the editor does nothing on GitHub.
  expect(review).toContain("approving partner");
  expect(review).toContain("you do nothing on GitHub");
});

test("it says how to get the project folder and Node, open a terminal there, and start the CMS", () => {
  const local = guide.slice(guide.indexOf("## On your own computer"), guide.indexOf("## Without the CMS"));
  const steps = [
    "The project folder",
    "Clone repository",
    "https://nodejs.org/",
    "LTS",
    "Open in Terminal",
    "`npm ci`",
  ];
  for (const step of steps) expect(local).toContain(step);
  expect(local.indexOf("`npm ci`")).toBeLessThan(local.indexOf("`npm run cms`"));
  expect(local).toContain("http://localhost:8000/admin/");
});

/**
 * What the guide and its reference say about the online CMS's address: the site's address (a site fact) with
 * /admin/; while that fact is a sample, no sample host presented as real, and who gives the address.
 */
const addressProblems = (text: string, siteUrl: string) => {
  const host = new URL(siteUrl).host;
  if (hostProblem(host) === undefined)
    return text.includes(`${siteUrl}/admin/`) ? [] : [`the real address ${siteUrl}/admin/ is not given`];
  return [
    ...(text.includes(host) ? [`the sample address ${host} is shown as real`] : []),
    ...(/the site manager gives you the address/.test(text) ? [] : ["it does not say who gives the address"]),
  ];
};

test("its first screen says what the site is, the two ways to edit (the real address, the CMS on one's computer) and where to ask", () => {
  const firstScreen = guide.slice(0, guide.indexOf("\n## "));
  expect(firstScreen).toContain("public website, in English and in Arabic");
  expect(firstScreen).toContain("followed by `/admin/`");
  expect(firstScreen).toContain("[On your own computer](#on-your-own-computer-to-try-things-out)");
  expect(firstScreen).toContain("**Where to ask:** the site manager");
});

test("the CMS's address is the site's, given by the site manager until launch; no sample address shown as real", () => {
  const reference = fs.readFileSync(path.join(root, "content/REFERENCE.md"), "utf8");
  expect(addressProblems(guide, siteFacts.siteUrl)).toEqual([]);
  expect(addressProblems(reference, siteFacts.siteUrl)).toEqual([]);
  // Planted: the sample shown as the address; once the address is real, the guide must give it.
  expect(addressProblems(`${guide}\nOpen ${siteFacts.siteUrl}/admin/.`, siteFacts.siteUrl)).toEqual([
    `the sample address ${new URL(siteFacts.siteUrl).host} is shown as real`,
  ]);
  expect(addressProblems(guide, "https://www.firm-in-dubai.ae")).toEqual([
    "the real address https://www.firm-in-dubai.ae/admin/ is not given",
  ]);
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
  expect(section).toMatch(/the site manager changes them/);
  expect(section).toMatch(/To ask: write to the site manager/);
});
