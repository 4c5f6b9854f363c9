/** @jest-environment jsdom */
import fs from "fs";
import path from "path";
import { fromJS } from "immutable";
import { contentFolder, contentModel, placeholderMarker } from "../../src/content-model";
import { siteFrontmatter } from "../../src/cms/format";
import { refusalNotice, refuseWhatTheBuildWould, unusedPictureMessage } from "../../src/cms/refuse-on-save";
import { entryVerdict, verdictText } from "../../src/cms/draft-check";
import { loadContent } from "../../src/content-pipeline/load-content";
import { temporaryDir } from "../support/temporary-dir";

// The build loads the MDX reader with Node's own import(), which jest's module sandbox does not offer; jest compiles it instead.
jest.mock("../../src/content-pipeline/body-tools-native", () => ({
  loadBodyTools: async () => (await import("../../src/content-pipeline/body-tools-bundled")).bodyTools,
}));

/**
 * The build's verdict on an entry before the CMS saves it: the same checks and messages as the
 * build (src/content-pipeline/document-check.ts), in every language, the field named as the form labels it.
 */
const slug = "24-hour-uae-legal-agreements-drafting-in-dubai";
const read = (lang: "en" | "ar") =>
  siteFrontmatter.fromFile(
    fs.readFileSync(path.resolve(__dirname, "../..", contentFolder("service", lang), `${slug}.mdx`), "utf8"),
  ) as Record<string, unknown>;

const english = {
  title: "Family Business Succession Planning",
  description:
    "Succession planning for family businesses in Dubai and the UAE: shareholder agreements, wills, foundations and the handover of management.",
  date: "2026-11-20",
  group: "employment-immigration-and-personal",
  coverImage: "family-business.jpg",
  body: "We plan family business succession.\n\n<BookACall />\n",
};
const arabic = {
  title: "تخطيط تعاقب الأعمال العائلية",
  description:
    "تخطيط انتقال الأعمال العائلية في دبي والإمارات: اتفاقيات المساهمين والوصايا والمؤسسات الخاصة وتسليم الإدارة إلى الجيل التالي.",
  date: "2026-11-21",
  body: "نخطط لانتقال الأعمال العائلية.\n",
};

const messagesOf = (data: Parameters<typeof entryVerdict>[0]["data"], entrySlug = "") =>
  entryVerdict({ kind: "service", slug: entrySlug, data }).map(
    ({ lang, field, message }) => `${lang} ${field}: ${message}`,
  );

describe("the build's verdict on an entry the CMS is about to save", () => {
  test("a page the build accepts, in both languages, has nothing against it", () => {
    expect(messagesOf({ en: english, ar: arabic })).toEqual([]);
    expect(messagesOf({ en: read("en"), ar: read("ar") }, slug)).toEqual([]);
  });

  test("a new service with only its English: the Arabic title, description and date, with the build's words", () => {
    expect(messagesOf({ en: english, ar: {} })).toEqual([
      "ar title: Title is required in a translation but missing or empty",
      "ar description: Description is required but missing or empty",
      "ar date: Last updated is required but missing or empty",
    ]);
    expect(messagesOf({ en: english })).toEqual(messagesOf({ en: english, ar: {} }));
  });

  test("a word of the terminology list is named in its field or its line of the body, so that its box is outlined", () => {
    const employment = "employment-contracts-review";
    const word = "يستحق الموظف إجازة.";
    const verdict = entryVerdict({
      kind: "service",
      slug: employment,
      data: {
        en: english,
        ar: { ...arabic, description: `${arabic.description} ${word}`, body: `نخطط.\n\n${word}\n` },
      },
    }).filter(({ message }) => message.includes("«موظف»"));
    expect(verdict.map(({ lang, field, message }) => `${lang} ${field}: ${message.split(" uses ")[0]}`)).toEqual([
      "ar description: Description",
      "ar body: Body, line 3",
    ]);
  });

  test("an Arabic title of only spaces is as missing as none: the build and the CMS share one notion of an empty field", () => {
    expect(messagesOf({ en: english, ar: { ...arabic, title: "   " } })).toEqual([
      "ar title: Title is required in a translation but missing or empty",
    ]);
  });

  test("an update may stand in one language: a blank Arabic form is no document; its topics are the services offered", () => {
    const insightSlug = "corporate-tax-late-registration-penalty-waiver";
    const insight = siteFrontmatter.fromFile(
      fs.readFileSync(path.resolve(__dirname, "../..", contentFolder("insight", "en"), `${insightSlug}.mdx`), "utf8"),
    ) as Record<string, unknown>;
    const verdict = (data: Parameters<typeof entryVerdict>[0]["data"]) =>
      entryVerdict({ kind: "insight", slug: insightSlug, data }).map(({ lang, field }) => `${lang} ${field}`);
    expect(verdict({ en: insight, ar: {} })).toEqual([]);
    expect(verdict({ en: insight, ar: { title: "تحديث", body: "" } })).toEqual(
      expect.arrayContaining(["ar description", "ar author"]),
    );
    expect(verdict({ en: { ...insight, title: "" }, ar: {} })).toEqual(["en title"]);
  });

  test("an empty Arabic description", () => {
    expect(messagesOf({ en: read("en"), ar: { ...read("ar"), description: "" } }, slug)).toEqual([
      "ar description: Description is required but missing or empty",
    ]);
  });

  test("a javascript: link and a <div> in a body: the content policy's words, the line counted in the body and quoted", () => {
    expect(messagesOf({ en: { ...english, body: "Intro.\n\nRead [this](javascript:alert(1))." }, ar: arabic })).toEqual(
      [
        'en body: Body, line 3 at "Read [this](javascript:alert(1)).": link "javascript:alert(1)" is not allowed: links start with https:// (or http://), mailto:, tel:, / or #',
      ],
    );
    expect(messagesOf({ en: english, ar: { ...arabic, body: "<div>نص</div>\n" } })).toEqual([
      'ar body: Body, line 1 at "<div>نص</div>": <div> is not allowed: write Markdown, and use only the components listed in content/REFERENCE.md ("Components: the firm\'s details")',
    ]);
  });

  test("a wrong law's name, in a field or a section of the body", () => {
    const wrong = "Federal Decree-Law No. 6 of 2018";
    const problems = messagesOf({
      en: {
        ...english,
        description: `Succession planning for family businesses in Dubai and the UAE under ${wrong}: agreements, wills and the handover.`,
        body: `## Arbitration\n\nUnder ${wrong}.\n`,
      },
      ar: arabic,
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^en description: Description names "Federal Decree-Law No\. 6 of 2018", a form of a UAE law's name known to be wrong .*; write "Federal Law No\. 6 of 2018 on Arbitration"$/,
      ),
      expect.stringMatching(/^en body: Body, section "Arbitration" names "Federal Decree-Law No\. 6 of 2018"/),
    ]);
  });

  test("the scaffold's text left in, which `gatsby build` (a draft's preview, the live site) stops on", () => {
    expect(
      messagesOf({ en: { ...english, body: `${placeholderMarker} with the introduction.\n` }, ar: arabic }),
    ).toEqual([`en body: Body, section "introduction" still holds the scaffold's text "${placeholderMarker}…"`]);
  });

  test("a day that does not exist, as the build refuses it", () => {
    expect(messagesOf({ en: { ...english, date: "2026-02-30" }, ar: arabic })).toEqual([
      'en date: Last updated "2026-02-30" is not a date; write a real day as YYYY-MM-DD, e.g. 2026-03-04',
    ]);
  });
});

describe("one code path: the CMS's check is the build's loadContent on the files the CMS would write", () => {
  const newSlug = "family-business-succession-planning";
  /** One of the site's covers, wide enough for the build, under the entry's cover's name. */
  const cover = "business-setup-in-dubai-and-the-uae.jpg";
  /** A project whose content/ holds the entry as the CMS writes it and its cover; its interface's words are the project's own. */
  const projectOf = (data: Record<"en" | "ar", Record<string, unknown>>) => {
    const root = temporaryDir("draft-check-");
    const sortedKeys = [...contentModel.service.fields.map((field) => field.name), "body"];
    for (const lang of ["en", "ar"] as const) {
      const file = path.join(root, contentFolder("service", lang), `${newSlug}.mdx`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, siteFrontmatter.toFile(data[lang], sortedKeys, {}));
    }
    fs.mkdirSync(path.join(root, "content/images"));
    fs.copyFileSync(path.resolve("content/images", cover), path.join(root, "content/images", english.coverImage));
    fs.symlinkSync(path.resolve("src"), path.join(root, "src"), "dir");
    return root;
  };

  test.each([
    ["an Arabic description left empty", { en: english, ar: { ...arabic, description: "" } }],
    [
      "a javascript: link in the English body",
      { en: { ...english, body: "Read [this](javascript:alert(1))." }, ar: arabic },
    ],
    ["a day that does not exist", { en: { ...english, date: "2026-02-30" }, ar: arabic }],
    [
      "the scaffold's text left in",
      { en: { ...english, body: `${placeholderMarker} with the introduction.\n` }, ar: arabic },
    ],
  ])("%s: the same problems, in the build's words", async (_case, data) => {
    const { report } = await loadContent(projectOf(data));
    const build = [...report.problems, ...report.placeholders].map(({ message }) => message);
    const cms = entryVerdict({ kind: "service", slug: newSlug, data }).map(({ message }) => message);
    expect(build.length).toBeGreaterThan(0);
    expect(cms).toHaveLength(build.length);
    cms.forEach((message, index) => expect(message.endsWith(build[index])).toBe(true));
  });
});

describe("Decap's preSave listener", () => {
  const entryOf = (data: object, i18nData: object) =>
    fromJS({ collection: "services", slug: "", data, i18n: { ar: { data: i18nData } } }) as never;

  afterEach(() => document.getElementById("build-verdict")?.remove());

  test("throws, which stops Decap's save, with each problem and its language, and leaves the list on the page", async () => {
    const save = refuseWhatTheBuildWould({ entry: entryOf(english, { ...arabic, description: "" }) });
    await expect(save).rejects.toThrow(refusalNotice);
    const panel = document.getElementById("build-verdict")!;
    expect(panel.getAttribute("role")).toBe("alert");
    expect(panel.textContent).toContain("Not saved: the site's build would refuse this page.");
    expect(panel.textContent).toContain("Arabic: Description is required but missing or empty");
  });

  test("an English message quoting Arabic words shows each quote in its own direction, so it reads in order", async () => {
    const body = "نخطط.\n\nيستحق الموظف إجازة.\n";
    const entry = fromJS({
      collection: "services",
      slug: "employment-contracts-review",
      data: english,
      i18n: { ar: { data: { ...arabic, body } } },
    }) as never;
    await expect(refuseWhatTheBuildWould({ entry })).rejects.toThrow();
    const item = [...document.querySelectorAll("#build-verdict li")].find((li) => li.textContent?.includes("«موظف»"))!;
    expect(item.textContent).toMatch(/^Arabic: Body, line 3 uses «موظف»; write «عامل \(العامل، العمال\)»/);
    expect([...item.querySelectorAll("bdi")].map((bdi) => bdi.textContent)).toEqual(
      expect.arrayContaining(["موظف", "عامل (العامل، العمال)"]),
    );
  });

  test("lets a page the build accepts be saved, and takes away an earlier refusal", async () => {
    await expect(
      refuseWhatTheBuildWould({ entry: entryOf(english, { ...arabic, body: "<div>x</div>" }) }),
    ).rejects.toThrow();
    await expect(refuseWhatTheBuildWould({ entry: entryOf(english, arabic) })).resolves.toBeUndefined();
    expect(document.getElementById("build-verdict")).toBeNull();
  });

  test("outlines the box of the field it names, in the form of that language only, until a save passes", async () => {
    // Decap's two forms side by side: each with its "Writing in" switch, a field's box labelled by id (title-field-N).
    document.body.innerHTML = ["EN", "AR"]
      .map(
        (lang, index) =>
          `<div><div><button>Writing in ${lang}</button></div>` +
          `<div><label for="title-field-${index}">Title</label><input id="title-field-${index}"></div>` +
          `<div><label for="description-field-${index}">Description</label><textarea id="description-field-${index}"></textarea></div></div>`,
      )
      .join("");
    const invalid = () => [...document.querySelectorAll('[aria-invalid="true"]')].map((box) => box.id);
    await expect(refuseWhatTheBuildWould({ entry: entryOf(english, { ...arabic, title: "" }) })).rejects.toThrow();
    expect(invalid()).toEqual(["title-field-1"]);
    await expect(
      refuseWhatTheBuildWould({ entry: entryOf({ ...english, description: "" }, arabic) }),
    ).rejects.toThrow();
    expect(invalid()).toEqual(["description-field-0"]);
    await refuseWhatTheBuildWould({ entry: entryOf(english, arabic) });
    expect(invalid()).toEqual([]);
    document.body.innerHTML = "";
  });

  const invalidBoxes = () => [...document.querySelectorAll('[aria-invalid="true"]')].map((box) => box.id);

  test("Close takes the list away and leaves the outlines; typing in an outlined box takes its outline away", async () => {
    document.body.innerHTML = ["EN", "AR"]
      .map(
        (lang, index) =>
          `<div><div><button>Writing in ${lang}</button></div>` +
          `<div><label for="title-field-${index}">Title</label><input id="title-field-${index}"></div>` +
          `<div><label for="date-field-${index}">Last updated</label><input id="date-field-${index}"></div></div>`,
      )
      .join("");
    await expect(
      refuseWhatTheBuildWould({ entry: entryOf(english, { ...arabic, title: "", date: "2026-02-30" }) }),
    ).rejects.toThrow();
    document.querySelector<HTMLButtonElement>("#build-verdict button")!.click();
    expect(document.getElementById("build-verdict")).toBeNull();
    expect(invalidBoxes()).toEqual(["title-field-1", "date-field-1"]);
    document.getElementById("title-field-1")!.dispatchEvent(new Event("input", { bubbles: true }));
    expect(invalidBoxes()).toEqual(["date-field-1"]);
    document.body.innerHTML = "";
  });

  test("the list goes at the top of the form's scrolling pane, in its flow, not over the form", async () => {
    document.body.innerHTML =
      '<div id="pane" style="overflow-y: auto"><div id="form"><div><button>Writing in EN</button></div>' +
      '<div><label for="date-field-0">Last updated</label><input id="date-field-0"></div></div></div>';
    await expect(refuseWhatTheBuildWould({ entry: entryOf({ ...english, date: "" }, arabic) })).rejects.toThrow();
    expect(document.getElementById("pane")!.firstElementChild!.id).toBe("build-verdict");
    document.body.innerHTML = "";
  });

  describe("an update", () => {
    const update = {
      title: "Waiver of late-registration penalties",
      description:
        "The Federal Tax Authority waives the penalty for late registration when the first return is filed on time.",
      date: "2026-11-20",
      author: "founder",
      topics: ["legal-consultation-and-representation-in-taxation-law-uae"],
      sources: [
        { title: "Federal Tax Authority", url: "https://tax.gov.ae/en/" },
        { title: "Ministry of Finance", url: "http://mof.gov.ae/en/" },
      ],
      body: "Penalties are waived.\n",
    };
    const updateOf = (data: object, mediaFiles: object[] = []) =>
      fromJS({ collection: "insights", slug: "", data, i18n: { ar: { data: {} } }, mediaFiles }) as never;
    // Decap's form of an update: its title, then the list of sources, each with its Source title and Source address.
    const form =
      '<div><div><button>Writing in EN</button></div><div><label for="title-field-1">Title</label><input id="title-field-1"></div>' +
      '<div><div><label for="sources-field-7">Sources</label></div><div>' +
      [9, 11]
        .map(
          (id) =>
            `<div><label for="title-field-${id}">Source title</label><input id="title-field-${id}">` +
            `<label for="url-field-${id + 1}">Source address</label><input id="url-field-${id + 1}"></div>`,
        )
        .join("") +
      "</div></div></div>";

    test("a source's address over http://: the message in the form's words, and that source's Source address box outlined", async () => {
      document.body.innerHTML = form;
      await expect(refuseWhatTheBuildWould({ entry: updateOf(update) })).rejects.toThrow();
      expect(document.getElementById("build-verdict")!.textContent).toContain(
        "English: Source 2: the source address must start with https:// (a web page's address, e.g. https://tax.gov.ae/en/)",
      );
      expect(invalidBoxes()).toEqual(["url-field-12"]);
      document.body.innerHTML = "";
    });

    test("an empty title outlines the update's Title, not its sources' Source title boxes", async () => {
      document.body.innerHTML = form;
      await expect(
        refuseWhatTheBuildWould({ entry: updateOf({ ...update, title: "", sources: [update.sources[0]] }) }),
      ).rejects.toThrow();
      expect(invalidBoxes()).toEqual(["title-field-1"]);
      document.body.innerHTML = "";
    });

    test("a picture uploaded while the page is open that the page does not use is refused, as the save would store it", async () => {
      const valid = { ...update, sources: [update.sources[0]] };
      const narrow = { path: "content/images/narrow-cover.jpg", draft: true };
      await expect(refuseWhatTheBuildWould({ entry: updateOf(valid, [narrow]) })).rejects.toThrow();
      expect(document.getElementById("build-verdict")!.textContent).toContain(unusedPictureMessage("narrow-cover.jpg"));
      // One uploaded before this page was opened is in content/images/ already: not this save's.
      await expect(
        refuseWhatTheBuildWould({ entry: updateOf(valid, [{ ...narrow, draft: false }]) }),
      ).resolves.toBeUndefined();
      // One the page uses is checked as the page's picture.
      await expect(
        refuseWhatTheBuildWould({ entry: updateOf({ ...valid, coverImage: "narrow-cover.jpg" }, [narrow]) }),
      ).resolves.toBeUndefined();
    });
  });

  test("the refusal reads as the problems, not as a program's error", () => {
    expect(verdictText([{ lang: "ar", field: "title", message: "Title is required" }])).toBe(
      "Arabic: Title is required",
    );
  });
});
