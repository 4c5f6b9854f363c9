import {
  checkContent,
  findRouteClashes,
  formatProblem,
  parseContentDate,
  toKebabCase,
  withDefaults,
  type ContentCheck,
  type ImageFacts,
  wrongLawNames,
  wrongLawNamesIn,
} from "../../src/content-pipeline/field-checks";
import fs from "fs";
import path from "path";
import { contentFolder, contentKinds, minimumImageWidth, placeholderMarker } from "../../src/content-model";
import { languages } from "../../src/languages";

const images: Record<string, ImageFacts> = {
  "cover.jpg": { format: "jpeg", width: 2400 },
  "narrow.jpg": { format: "jpeg", width: minimumImageWidth - 1 },
  "scan.gif": { format: "gif", width: 2400 },
  "broken.jpg": { error: "Input file contains unsupported image format" },
};
const image = (name: string) => images[name];
const validService = {
  title: "Business Setup",
  description:
    "Company formation in Dubai and the UAE, on the mainland or in a free zone: legal form, licences, bank accounts and visas for the owners.",
  order: 4,
  group: "companies-and-contracts",
  date: new Date("2026-03-04T00:00:00Z"),
  reviewedOn: "2026-11-22",
  coverImage: "cover.jpg",
};
const rawOf = (frontmatter: Record<string, unknown>) =>
  `---\n${Object.entries(frontmatter)
    .map(([key, value]) => `${key}: ${value instanceof Date ? value.toISOString().slice(0, 10) : value}`)
    .join("\n")}\n---\n\nBody`;

const check = (overrides: Partial<ContentCheck> & { frontmatter?: Record<string, unknown> } = {}) => {
  const frontmatter = overrides.frontmatter ?? validService;
  return checkContent({
    kind: "service",
    file: "content/services/business-setup.mdx",
    raw: rawOf(frontmatter),
    image,
    ...overrides,
    frontmatter,
  });
};

const messages = (result: ReturnType<typeof check>) => result.problems.map(formatProblem);

describe("checkContent", () => {
  it("accepts a complete service", () => {
    expect(check()).toEqual({ problems: [], warnings: [], placeholders: [] });
  });

  it("names the file and the field when a required field is missing", () => {
    const { description, ...rest } = validService;
    expect(messages(check({ frontmatter: rest }))).toEqual([
      "content/services/business-setup.mdx: description is required but missing or empty",
    ]);
  });

  it("rejects a coverImage that names no image in content/images", () => {
    expect(messages(check({ frontmatter: { ...validService, coverImage: "covr.jpg" } }))).toEqual([
      'content/services/business-setup.mdx: coverImage "covr.jpg" is not a file in content/images/',
    ]);
  });

  it.each(["next week", "2026-13-45", "2026-02-30", "04/03/2026"])("rejects the unparseable date %s", (date) => {
    const frontmatter = { ...validService, date };
    const result = check({ frontmatter, raw: rawOf(frontmatter) });
    expect(messages(result)).toEqual([
      `content/services/business-setup.mdx: date "${date}" is not a date; write a real day as YYYY-MM-DD, e.g. 2026-03-04`,
    ]);
  });

  it("checks the date as written, not as YAML rolled it over", () => {
    // js-yaml turns 2026-02-30 into March 2; the raw text still says February 30.
    const frontmatter = { ...validService, date: new Date("2026-03-02T00:00:00Z") };
    const raw = rawOf(frontmatter).replace("2026-03-02", "2026-02-30");
    expect(check({ frontmatter, raw }).problems[0].field).toBe("date");
  });

  it("rejects a file name that is not kebab-case, suggesting one that is", () => {
    const result = check({ file: "content/services/Business_Setup.mdx" });
    expect(messages(result)).toEqual([
      'content/services/Business_Setup.mdx: file name "Business_Setup" is not kebab-case; the file name is the page\'s URL, so use lower-case words joined by hyphens, e.g. "business-setup.mdx"',
    ]);
  });

  it("rejects an unknown field and suggests the known one", () => {
    const result = check({ frontmatter: { ...validService, coverimage: "cover.jpg" } });
    expect(messages(result)).toContain(
      'content/services/business-setup.mdx: coverimage is not a known field; did you mean "coverImage"?',
    );
  });

  it("rejects an order that is not a whole number", () => {
    expect(check({ frontmatter: { ...validService, order: "first" } }).problems).toEqual([
      expect.objectContaining({ field: "order" }),
    ]);
  });

  it("warns, and does not fail, when a service or legal document has no title", () => {
    const { title, ...service } = validService;
    expect(check({ frontmatter: service })).toEqual({
      problems: [],
      placeholders: [],
      warnings: [
        {
          file: "content/services/business-setup.mdx",
          field: "title",
          message: 'is missing; the page is titled "Service"',
        },
      ],
    });
    const legal = checkContent({
      kind: "legal",
      file: "content/legal/terms.mdx",
      frontmatter: {
        description:
          "The terms that apply when you use our website: the limits of what we publish, confidentiality and how the free 60-minute call works.",
        lastUpdated: "2026-11-01",
      },
      image: () => undefined,
    });
    expect(legal.problems).toEqual([]);
    expect(legal.warnings[0].message).toContain('"Legal Document"');
  });

  it("requires lastUpdated on legal documents", () => {
    const legal = checkContent({
      kind: "legal",
      file: "content/legal/terms.mdx",
      frontmatter: {
        title: "Terms",
        description:
          "The terms that apply when you use our website: the limits of what we publish, confidentiality and how the free 60-minute call works.",
      },
      image: () => undefined,
    });
    expect(legal.problems.map(formatProblem)).toEqual([
      "content/legal/terms.mdx: lastUpdated is required but missing or empty",
    ]);
  });
});

describe("image fields", () => {
  it.each([
    [
      "narrow.jpg",
      `"narrow.jpg" is ${minimumImageWidth - 1} px wide; use a picture at least ${minimumImageWidth} px wide`,
    ],
    ["scan.gif", '"scan.gif" is a GIF image; use JPEG, PNG or WebP'],
    [
      "broken.jpg",
      '"broken.jpg" is not a readable image (Input file contains unsupported image format); save it again as JPEG, PNG or WebP',
    ],
    ["images/cover.jpg", '"images/cover.jpg" is not a file in content/images/'],
  ])("rejects the cover %s, naming file and field", (coverImage, message) => {
    expect(messages(check({ frontmatter: { ...validService, coverImage } }))).toEqual([
      `content/services/business-setup.mdx: coverImage ${message}`,
    ]);
  });

  it("accepts a narrower founder portrait, as the page shows it smaller", () => {
    const page = checkContent({
      kind: "page",
      file: "content/pages/foundation.mdx",
      frontmatter: {
        title: "Our Foundation",
        description:
          "Why the firm was founded, how our founder approaches legal work, and the values behind fast, clear and bilingual legal help in the UAE.",
        portrait: "p.jpg",
        portraitAlt: "The founder",
      },
      image: () => ({ format: "jpeg", width: 960 }),
    });
    expect(page.problems).toEqual([]);
  });
});

describe("practice area and related services", () => {
  const services = new Set(["wills", "mediation"]);
  const service = (slug: string) => services.has(slug);

  it("accepts a practice area of the model and related services that exist", () => {
    const frontmatter = { ...validService, related: ["wills", "mediation"] };
    expect(check({ frontmatter, service }).problems).toEqual([]);
  });

  it("names the file and the field for a practice area the model does not have, and lists those it does", () => {
    expect(messages(check({ frontmatter: { ...validService, group: "tax" } }))).toEqual([
      'content/services/business-setup.mdx: group "tax" is not one of companies-and-contracts, disputes-and-recovery, property-construction-and-energy, employment-immigration-and-personal, regulation-and-tax',
    ]);
  });

  it.each([
    [
      ["wills", "no-such-service"],
      '"no-such-service" is not a service in content/services/ (write its file name without .mdx)',
    ],
    ["wills", 'must be a list of service file names, e.g. ["business-setup-in-dubai-and-the-uae"], got "wills"'],
    [["wills", "mediation", "wills", "mediation"], "names 4 services; name at most 3"],
  ])("refuses related: %j", (related, message) => {
    expect(messages(check({ frontmatter: { ...validService, related }, service }))).toEqual([
      `content/services/business-setup.mdx: related ${message}`,
    ]);
  });
});

describe("placeholders", () => {
  it("lists each frontmatter field and body section that still holds the scaffold's text", () => {
    const frontmatter = { ...validService, description: `${placeholderMarker} sentence.` };
    const raw = `${rawOf(frontmatter)}\n\n${placeholderMarker} intro.\n\n## Who needs it\n\n- Real client\n\n## The steps\n\n1. ${placeholderMarker} step.\n`;
    const result = check({ frontmatter, raw });
    expect(result.problems).toEqual([]);
    expect(result.placeholders.map(formatProblem)).toEqual([
      `content/services/business-setup.mdx: description still holds the scaffold's text "${placeholderMarker}…"`,
      `content/services/business-setup.mdx: section "introduction" still holds the scaffold's text "${placeholderMarker}…"`,
      `content/services/business-setup.mdx: section "The steps" still holds the scaffold's text "${placeholderMarker}…"`,
    ]);
  });

  it("finds none in a finished document", () => {
    expect(
      check({ raw: `${rawOf(validService)}\n\nA real introduction.\n\n## Who needs it\n\nFounders.\n` }).placeholders,
    ).toEqual([]);
  });
});

describe("wrong law names", () => {
  it("fails a body section or field that names a law in a form known to be wrong, and says what to write", () => {
    const frontmatter = {
      ...validService,
      description:
        "Company formation on the mainland or in a free zone, with claims under federal law no. 42 of 2022 and more, for owners in Dubai.",
    };
    const raw = `${rawOf(frontmatter)}\n\nIntro.\n\n## What the service is\n\nMediation under Federal Decree Law No. 6 of 2021.\n`;
    expect(check({ frontmatter, raw }).problems.map(formatProblem)).toEqual([
      `content/services/business-setup.mdx: description names "Federal Law No. 42 of 2022", a form of a UAE law's name known to be wrong (content/wrong-law-names.json); write "Federal Decree-Law No. 42 of 2022 Promulgating the Civil Procedure Law"`,
      expect.stringMatching(
        /^content\/services\/business-setup\.mdx: section "What the service is" names "Federal Decree-Law No\. 6 of 2021", .*write "Federal Decree-Law No\. 40 of 2023/,
      ),
    ]);
  });

  it("accepts the right forms, and the same number with a longer year", () => {
    expect(
      wrongLawNamesIn(
        "Federal Decree-Law No. 40 of 2023, which replaced Federal Law No. 6 of 2021; Federal Decree-Law No. 42 of 2022; Federal Law No. 42 of 20221",
      ),
    ).toEqual([]);
  });

  it("catches a wrong name written in Arabic, whatever its digits, brackets, alef forms or article", () => {
    const wrongInArabic = [
      // Federal Law No. 33 of 2021 is a decree-law.
      "يخضع العمل للقانون الاتحادي رقم (33) لسنة 2021 بشأن تنظيم علاقات العمل.",
      "قانون اتحادي رقم ٣٣ لسنة ٢٠٢١",
      "القانون الإتحادي رقم [33] لعام 2021",
      // Federal Decree-Law No. 6 of 2018 is a law.
      "المرسوم بقانون اتحادي رقم (6) لسنة 2018 بشأن التحكيم",
      "صدر مرسوماً بقانون اتحادي رقم ۶ لسنة ۲۰۱۸",
    ];
    expect(wrongInArabic.map((text) => wrongLawNamesIn(text).map(({ wrong }) => wrong))).toEqual([
      ["Federal Law No. 33 of 2021"],
      ["Federal Law No. 33 of 2021"],
      ["Federal Law No. 33 of 2021"],
      ["Federal Decree-Law No. 6 of 2018"],
      ["Federal Decree-Law No. 6 of 2018"],
    ]);
    const rightInArabic = [
      "المرسوم بقانون اتحادي رقم (33) لسنة 2021 بشأن تنظيم علاقات العمل",
      "القانون الاتحادي رقم (6) لسنة 2018 بشأن التحكيم",
      "المعدّل بالمرسوم بقانون اتحادي رقم (33) لسنة 20213",
    ];
    expect(rightInArabic.flatMap((text) => wrongLawNamesIn(text))).toEqual([]);
  });

  it("fails an Arabic law title that differs from its official one, naming the file and the line of the body, in any spelling", () => {
    const file = "content/services/ar/business-setup.mdx";
    const official = "القانون رقم (18) لسنة 2021 بشأن تنظيم أعمال الصلح في إمارة دبي";
    const raw = [
      `${rawOf(validService)}`,
      "",
      "## ما هي الخدمة",
      "",
      "يختص المركز بموجب قانون دبي رقم (18) لسنة 2021 بتنظيم الصلح.",
      "",
      `وفق ${official}، وكما عدّله قانونُ دبيٍ رقم ١٨ لسنة ٢٠٢١ بتنظيم الصُّلح.`,
    ].join("\n");
    // Counted from the body's first line, as the CMS's text box shows it.
    const lineOf = (text: string) => {
      const lines = raw.split("\n");
      return lines.findIndex((line) => line.includes(text)) - lines.indexOf("---", 1);
    };
    const wrong = `names "قانون دبي رقم (18) لسنة 2021 بتنظيم الصلح", a form of a UAE law's name known to be wrong (content/wrong-law-names.json); write "${official}"`;
    expect(check({ file, raw }).problems.map(formatProblem)).toEqual([
      `${file}: body line ${lineOf("يختص المركز")} ${wrong}`,
      `${file}: body line ${lineOf("وفق ")} ${wrong}`,
    ]);
    // The official title alone, on its own line, passes.
    expect(check({ file, raw: `${rawOf(validService)}\n\nبموجب ${official}.\n` }).problems).toEqual([]);
  });

  it("finds no wrong name on any page of the site", () => {
    const root = path.join(__dirname, "../..");
    const found = contentKinds.flatMap((kind) =>
      languages.flatMap((lang) => {
        const folder = contentFolder(kind, lang);
        return fs
          .readdirSync(path.join(root, folder))
          .flatMap((file) => wrongLawNamesIn(fs.readFileSync(path.join(root, folder, file), "utf8")))
          .map(({ wrong }) => `${folder}: ${wrong}`);
      }),
    );
    expect(found).toEqual([]);
    expect(wrongLawNames.length).toBeGreaterThan(10);
  });
});

describe("withDefaults", () => {
  it("fills in the model's defaults: title, alt text from the title; no reviewer unless one is named", () => {
    const { title, ...untitled } = validService;
    expect(withDefaults("service", untitled)).toEqual({
      title: "Service",
      shortTitle: null,
      description: validService.description,
      order: 4,
      group: "companies-and-contracts",
      related: null,
      date: "2026-03-04",
      reviewedOn: "2026-11-22",
      reviewedBy: null,
      coverImage: "cover.jpg",
      coverAlt: "Cover illustration for Service",
    });
    expect(withDefaults("service", validService).coverAlt).toBe("Cover illustration for Business Setup");
  });

  it("keeps what the editor wrote", () => {
    const written = withDefaults("service", {
      ...validService,
      coverAlt: "A quill",
      reviewedBy: "Omar Haddad, Partner",
    });
    expect(written).toMatchObject({ coverAlt: "A quill", reviewedBy: "Omar Haddad, Partner", title: "Business Setup" });
  });

  it("leaves an optional field without a default empty", () => {
    const { order, ...unordered } = validService;
    expect(withDefaults("service", unordered).order).toBeNull();
  });
});

describe("findRouteClashes", () => {
  const reserved = [
    { route: "/admin/", owner: "the CMS" },
    { route: "/ar/services/", owner: "one of the site's own pages (src/pages/)" },
  ];

  it("reports files of any kind or language that would publish to the same URL", () => {
    expect(
      findRouteClashes(
        [
          { route: "/services/wills/", file: "content/services/en/wills.mdx" },
          { route: "/services/mou/", file: "content/services/en/mou.mdx" },
          { route: "/services/wills/", file: "content/services/en/wills.md" },
          { route: "/ar/services/wills/", file: "content/services/ar/wills.mdx" },
        ],
        reserved,
      ).map(formatProblem),
    ).toEqual([
      "content/services/en/wills.mdx, content/services/en/wills.md: file name these files would publish to the same URL /services/wills/; rename or remove one",
    ]);
  });

  it("reports a file that would take a URL the site owns, naming what it would replace", () => {
    expect(
      findRouteClashes(
        [
          { route: "/admin/", file: "content/pages/en/admin.mdx" },
          { route: "/ar/services/", file: "content/pages/ar/services.mdx" },
        ],
        reserved,
      ).map(formatProblem),
    ).toEqual([
      "content/pages/en/admin.mdx: file name would publish to /admin/, which is the CMS; rename the file",
      "content/pages/ar/services.mdx: file name would publish to /ar/services/, which is one of the site's own pages (src/pages/); rename the file",
    ]);
  });

  it("is quiet when every route is its file's own", () => {
    expect(
      findRouteClashes(
        [
          { route: "/a/", file: "a.mdx" },
          { route: "/b/", file: "b.mdx" },
        ],
        reserved,
      ),
    ).toEqual([]);
  });
});

describe("parseContentDate", () => {
  it("accepts real days and Date objects", () => {
    expect(parseContentDate("2024-02-29")?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(parseContentDate(new Date("2026-01-01"))).not.toBeNull();
  });
  it("rejects impossible days and invalid dates", () => {
    expect(parseContentDate("2025-02-29")).toBeNull();
    expect(parseContentDate(new Date("nonsense"))).toBeNull();
    expect(parseContentDate(20260101)).toBeNull();
  });
});

describe("toKebabCase", () => {
  it("turns a title into a URL slug", () => {
    expect(toKebabCase("Power of Attorney (POA) in Dubai & Abu Dhabi")).toBe(
      "power-of-attorney-poa-in-dubai-and-abu-dhabi",
    );
  });
});
