/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { testimonials } from "../../src/data/testimonials";
import { deployedFileProblems, deployedTreeProblems } from "../../src/build/deployed-tree";
import sharp from "sharp";
import {
  type ProductionInputs,
  productionInputProblems,
  sampleFields,
  sampleImageProblems,
} from "../../src/build/production-inputs";
import { SAMPLE_TESTIMONIALS, SAMPLE_VALUES, hostsIn } from "../../src/build/sample-values";
import { siteFacts, type SiteFacts } from "../../src/site-facts";
import {
  REAL_LOOKING,
  realLookingFacts,
  realLookingFactsSource,
  realLookingTestimonials,
  realLookingTestimonialsSource,
} from "../support/real-looking-inputs";

/** `npm run build:production` refuses to deploy samples or bad inputs, and says everything that is wrong at once. */
const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const source = read("src/site-facts.ts");
const testimonialsSource = read("src/data/testimonials.ts");

const GOOD_ENV = { SITE_URL: "https://www.firm-advocates.ae", GATSBY_GTM_ID: "GTM-5ZQ8N2K" };
const TODAY = new Date("2026-11-25T12:00:00Z");

/** The inputs as a firm would fill them in: no sample values, no SAMPLE marks, sources for the claims. */
const real: ProductionInputs = {
  facts: realLookingFacts(siteFacts),
  factsSource: realLookingFactsSource(source),
  testimonials: realLookingTestimonials,
  testimonialsSource: realLookingTestimonialsSource(testimonialsSource),
};

const withFacts = (edit: (facts: SiteFacts) => SiteFacts): ProductionInputs => ({
  ...real,
  facts: edit(structuredClone(real.facts)),
});
const withTestimonial = (testimonial: ProductionInputs["testimonials"][number]): ProductionInputs => ({
  ...real,
  testimonials: [testimonial, ...real.testimonials.slice(1)],
});
const problemsOf = (inputs: ProductionInputs, env: Record<string, string> = GOOD_ENV) =>
  productionInputProblems(env, inputs, TODAY);

/** The value at "legalEntity.licenceNumber" or "embeddingOrigins.0". */
const valueAt = (value: unknown, at: string): unknown =>
  at.split(".").reduce<unknown>((held, key) => (held as Record<string, unknown> | undefined)?.[key], value);

describe("production inputs", () => {
  it("accept real-looking facts and testimonials with a valid SITE_URL and container", () => {
    expect(problemsOf(real)).toEqual([]);
    expect(problemsOf(real, {})).toEqual([]);
    expect(
      problemsOf(
        withFacts((facts) => ({ ...facts, siteUrl: "https://qamar-advocates.ae" })),
        {},
      ),
    ).toEqual([]);
  });

  it.each([
    ["https://www.firm-name.ae", "GTM-5ZQ8N2K"],
    ["https://firm-name.ae", "GTM-K7P2QL9"],
    ["https://www.firm-name.co.ae", "GTM-WB7T4MZ"],
    ["https://www.qamar-law.ae", "GTM-PPPPQ7R"],
  ])("accept the real-looking SITE_URL %s and container %s, by env or in the facts", (siteUrl, tagManagerId) => {
    expect(problemsOf(real, { SITE_URL: siteUrl, GATSBY_GTM_ID: tagManagerId })).toEqual([]);
    expect(
      problemsOf(
        withFacts((facts) => ({ ...facts, siteUrl, tagManagerId })),
        {},
      ),
    ).toEqual([]);
  });

  it("refuse every field still marked SAMPLE, naming file, line and field", () => {
    const problems = problemsOf({ ...real, factsSource: source });
    for (const field of ["name", "shortName", "phone", "bookingUrl", "founder", "embeddingOrigins", "reviewsUrl"])
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`^src/site-facts\\.ts:\\d+ ${field} is still marked SAMPLE`)),
      );
    expect(problemsOf({ ...real, testimonialsSource })).toEqual([
      expect.stringMatching(/^src\/data\/testimonials\.ts:4 is still marked SAMPLE/),
    ]);
  });

  it("find every SAMPLE mark in site-facts.ts, so facts added later are checked too", () => {
    const afterHeader = source.indexOf("export interface");
    const markedLines = source
      .split("\n")
      .map((text, i) => ({ text, line: i + 1 }))
      .filter(({ text, line }) => /\bSAMPLE\b/.test(text) && line > source.slice(0, afterHeader).split("\n").length)
      .map(({ line }) => line);
    expect(markedLines.length).toBeGreaterThan(0);
    expect(sampleFields(source).map(({ line }) => line)).toEqual(markedLines);
    expect(
      sampleFields("interface X {\n  /**\n   * SAMPLE: the licence\n   */\n  readonly licence?: string;\n}"),
    ).toEqual([{ field: "licence", line: 3 }]);
  });

  it("let SITE_URL and GATSBY_GTM_ID stand in for the sample base URL and container", () => {
    const problems = problemsOf({ ...real, factsSource: source });
    expect(problems.join("\n")).not.toMatch(/siteUrl|tagManagerId/);
    const withoutEnv = problemsOf({ ...real, factsSource: source }, {});
    expect(withoutEnv).toContainEqual(expect.stringMatching(/siteUrl is still marked SAMPLE/));
    expect(withoutEnv).toContainEqual(expect.stringMatching(/tagManagerId is still marked SAMPLE/));
  });

  it.each([
    ["http://www.firm.ae", /SITE_URL "http:\/\/www\.firm\.ae" must use https/],
    ["https://www.firm.ae/en", /must be an origin only/],
    ["https://www.firm.ae/?q=1", /must be an origin only/],
    ["www.firm.ae", /is not an absolute URL/],
    ["https://WWW.Firm.ae", /must be written as its origin, https:\/\/www\.firm\.ae/],
    [
      "https://www.firm.example",
      /SITE_URL "https:\/\/www\.firm\.example": www\.firm\.example is on a reserved example domain/,
    ],
    ["https://example.com", /example\.com is on a reserved example domain/],
    ["https://localhost", /SITE_URL "https:\/\/localhost": localhost is a local name/],
    ["https://127.0.0.1", /127\.0\.0\.1 is an IP address/],
    ["https://[::1]", /\[::1\] is an IP address/],
    ["https://firm-site.netlify.app", /firm-site\.netlify\.app is a hosting platform's address \(\*\.netlify\.app\)/],
    ["https://main--firm.netlify.live", /is a hosting platform's address \(\*\.netlify\.live\)/],
    ["https://firm.vercel.app", /is a hosting platform's address \(\*\.vercel\.app\)/],
  ])("refuse SITE_URL %s", (url, message) => {
    expect(problemsOf(real, { ...GOOD_ENV, SITE_URL: url })).toContainEqual(expect.stringMatching(message));
  });

  const local = (host: string, name: string) => `${host} is a local name (*.${name})`;
  const development = (host: string, domain: string) =>
    `${host} is a development name (*.${domain}) that points at an IP address such as 127.0.0.1, not the firm's domain`;
  const documented = (host: string, domain: string) =>
    `${host} is a documented example (${domain}), not the firm's domain`;

  it.each([
    ["https://localhost.localdomain", local("localhost.localdomain", "localdomain")],
    ["https://firm.internal", local("firm.internal", "internal")],
    ["https://router.home.arpa", local("router.home.arpa", "home.arpa")],
    ["https://firm.localhost", local("firm.localhost", "localhost")],
    ["https://firm.local", local("firm.local", "local")],
    ["https://127.0.0.1.nip.io", development("127.0.0.1.nip.io", "nip.io")],
    ["https://127-0-0-1.sslip.io", development("127-0-0-1.sslip.io", "sslip.io")],
    ["https://firm.10.0.0.1.xip.io", development("firm.10.0.0.1.xip.io", "xip.io")],
    ["https://localtest.me", development("localtest.me", "localtest.me")],
    ["https://www.localtest.me", development("www.localtest.me", "localtest.me")],
    ["https://lvh.me", development("lvh.me", "lvh.me")],
    ["https://firm.lvh.me", development("firm.lvh.me", "lvh.me")],
    ["https://vcap.me", development("vcap.me", "vcap.me")],
    ["https://www.firm.ae", documented("www.firm.ae", "firm.ae")],
    ["https://firm.ae", documented("firm.ae", "firm.ae")],
    ["https://www.firm.co.ae", documented("www.firm.co.ae", "firm.co.ae")],
  ])("refuse SITE_URL %s, a name that is not the firm's own domain, saying what to put", (url, problem) => {
    expect(problemsOf(real, { ...GOOD_ENV, SITE_URL: url })).toEqual([
      `SITE_URL "${url}": ${problem}: put the live site's own domain`,
    ]);
  });

  it.each([
    "https://127.0.0.1",
    "https://169.254.169.254",
    "https://192.168.1.10",
    "https://[::1]",
    "https://[fe80::1]",
  ])("refuse SITE_URL %s, an IP address in any range", (url) => {
    expect(problemsOf(real, { ...GOOD_ENV, SITE_URL: url })).toEqual([
      expect.stringMatching(/is an IP address, not a domain: put the live site's own domain$/),
    ]);
  });

  it.each(["G-AB12CD3", "UA-1234-1", "gtm-ab12cd3", "GTM-", "GTM-AB12 CD3"])("refuse the container ID %s", (id) => {
    expect(problemsOf(real, { ...GOOD_ENV, GATSBY_GTM_ID: id })).toEqual([
      `GATSBY_GTM_ID "${id.trim()}" is not a Google Tag Manager ID (GTM- then capital letters and digits, e.g. GTM-AB12CD3)`,
    ]);
  });

  it.each(["GTM-XXXXXXX", "GTM-XXXX", "GTM-XXXXXXXXXX"])(
    "refuse the placeholder container %s, by env or in the facts",
    (id) => {
      expect(problemsOf(real, { ...GOOD_ENV, GATSBY_GTM_ID: id })).toEqual([
        `GATSBY_GTM_ID "${id}" is a placeholder container ID: put the firm's GTM- ID`,
      ]);
      expect(
        problemsOf(
          withFacts((facts) => ({ ...facts, tagManagerId: id })),
          {},
        ),
      ).toEqual([`src/site-facts.ts tagManagerId "${id}" is a placeholder container ID: put the firm's GTM- ID`]);
    },
  );

  it.each([
    ["GTM-0000000", "is a placeholder container ID (one character repeated, or all but one)"],
    ["GTM-AAAAAAA", "is a placeholder container ID (one character repeated, or all but one)"],
    ["GTM-XXXXXX1", "is a placeholder container ID (one character repeated, or all but one)"],
    ["GTM-1XXXXXX", "is a placeholder container ID (one character repeated, or all but one)"],
    ["GTM-ZZZ9ZZZ", "is a placeholder container ID (one character repeated, or all but one)"],
    ["GTM-AB12CD3", "is a documented example, not the firm's container"],
    ["GTM-EXAMPLE", 'is a placeholder container ID (it reads "EXAMPLE")'],
    ["GTM-PLACEHOLDER", 'is a placeholder container ID (it reads "PLACEHOLDER")'],
    ["GTM-TEST", 'is a placeholder container ID (it reads "TEST")'],
    ["GTM-YOURID", 'is a placeholder container ID (it reads "YOUR")'],
    ["GTM-MYTEST1", 'is a placeholder container ID (it reads "TEST")'],
    ["GTM-ABC123", "is a placeholder container ID (a run of letters or digits, such as ABCD or 1234)"],
    ["GTM-1234567", "is a placeholder container ID (a run of letters or digits, such as ABCD or 1234)"],
    ["GTM-ABCDEFG", "is a placeholder container ID (a run of letters or digits, such as ABCD or 1234)"],
    ["GTM-7654321", "is a placeholder container ID (a run of letters or digits, such as ABCD or 1234)"],
    ["GTM-K7ABCD2", "is a placeholder container ID (a run of letters or digits, such as ABCD or 1234)"],
    ["GTM-XYZ789", "is a placeholder container ID (a run of letters or digits, such as ABCD or 1234)"],
  ])("refuse the container %s, by env or in the facts, saying what to put", (id, problem) => {
    expect(problemsOf(real, { ...GOOD_ENV, GATSBY_GTM_ID: id })).toEqual([
      `GATSBY_GTM_ID "${id}" ${problem}: put the firm's GTM- ID`,
    ]);
    expect(
      problemsOf(
        withFacts((facts) => ({ ...facts, tagManagerId: id })),
        {},
      ),
    ).toEqual([`src/site-facts.ts tagManagerId "${id}" ${problem}: put the firm's GTM- ID`]);
  });

  it("refuse a development or example base URL in the site facts as in SITE_URL", () => {
    expect(
      problemsOf(
        withFacts((facts) => ({ ...facts, siteUrl: "https://firm.lvh.me" })),
        {},
      ),
    ).toEqual([
      `src/site-facts.ts siteUrl "https://firm.lvh.me": firm.lvh.me is a development name (*.lvh.me) that points at an IP address such as 127.0.0.1, not the firm's domain: put the live site's own domain`,
    ]);
  });
});

describe("production inputs: a sample left without its SAMPLE mark is refused by its value", () => {
  it.each(SAMPLE_VALUES.filter(({ at }) => !["siteUrl", "tagManagerId"].includes(at)))(
    "the shipped sample at $at, in its place",
    ({ at, value, put }) => {
      const [field, ...rest] = at.split(".");
      const facts = realLookingFacts(siteFacts);
      if (rest.length === 0) Object.assign(facts, { [field]: value });
      else {
        const holder = valueAt(facts, [field, ...rest.slice(0, -1)].join(".")) as Record<string, unknown>;
        holder[rest.at(-1)!] = value;
      }
      expect(problemsOf({ ...real, facts }).join("\n")).toContain(`is the shipped sample (${at}): put ${put}`);
    },
  );

  it("a sample moved to another field is refused there too", () => {
    const problems = problemsOf(withFacts((facts) => ({ ...facts, blurb: `Founded by ${siteFacts.founder.name}.` })));
    expect(problems).toEqual([
      `src/site-facts.ts: siteFacts.blurb "Founded by Layla Al Mansoori." is the shipped sample (founder.name): put the founder's name`,
    ]);
  });

  it.each([
    ["+971 4 000 0000", "+97140000000", /display "\+971 4 000 0000" has a placeholder subscriber number/],
    ["+971 50 111 1111", "+971501111111", /has a placeholder subscriber number/],
    ["+44 20 7946 0000", "+442079460000", /is not a UAE number \(\+971 and 8 or 9 digits\)/],
    ["+971 4 123", "+9714123", /is not a UAE number/],
    ["+971 4 355 8120", "+97143558121", /display "\+971 4 355 8120" and e164 "\+97143558121" must be the same number/],
  ])("phone %s / %s", (display, e164, message) => {
    expect(problemsOf(withFacts((facts) => ({ ...facts, phone: { display, e164 } })))).toContainEqual(
      expect.stringMatching(message),
    );
  });

  it.each([
    ["971500000000", /siteFacts\.whatsapp "\+971500000000" has a placeholder subscriber number/],
    ["447700900123", /siteFacts\.whatsapp "\+447700900123" is not a UAE number/],
    ["+971 50 355 8120", /siteFacts\.whatsapp "\+971 50 355 8120" is not digits only/],
  ])("WhatsApp %s", (whatsapp, message) => {
    expect(problemsOf(withFacts((facts) => ({ ...facts, whatsapp })))).toContainEqual(expect.stringMatching(message));
  });

  it("accept no WhatsApp number: the site then shows no WhatsApp link", () => {
    expect(problemsOf(withFacts((facts) => ({ ...facts, whatsapp: "" })))).toEqual([]);
  });

  it.each(["000000", "111111", "0000-0000", ""])("an office's licence number %j", (number) => {
    expect(
      problemsOf(
        withFacts((facts) => ({
          ...facts,
          offices: facts.offices.map((office, i) =>
            i === 1 ? { ...office, licence: { ...office.licence, number } } : office,
          ),
        })),
      ),
    ).toContainEqual(
      `src/site-facts.ts: siteFacts.offices[1].licence.number "${number}" is a placeholder number: put the number on the licence`,
    );
  });

  it("a further licence entry is checked the same way", () => {
    const facts = withFacts((facts) => ({
      ...facts,
      legalEntity: { ...facts.legalEntity, abuDhabi: { licenceNumber: "999999", address: "Example Tower, Abu Dhabi" } },
    }));
    expect(problemsOf(facts)).toEqual([
      expect.stringMatching(/siteFacts\.legalEntity\.abuDhabi\.licenceNumber "999999" is a placeholder number/),
      expect.stringMatching(
        /siteFacts\.legalEntity\.abuDhabi\.address "Example Tower, Abu Dhabi" is a placeholder address/,
      ),
    ]);
  });

  it.each(["Office 1204, Example Tower, Business Bay, Dubai", "Office 000, Bay Square, Dubai"])(
    "address %s",
    (address) => {
      expect(problemsOf(withFacts((facts) => ({ ...facts, legalEntity: { ...facts.legalEntity, address } })))).toEqual([
        `src/site-facts.ts: siteFacts.legalEntity.address "${address}" is a placeholder address: put the registered address on the licence`,
      ]);
    },
  );

  it.each([
    ["email", "info@example.com", /siteFacts\.email "info@example\.com": example\.com is on a reserved example domain/],
    [
      "bookingUrl",
      "https://booking.firm.test/call",
      /siteFacts\.bookingUrl .*booking\.firm\.test is on a reserved example domain/,
    ],
    ["bookingUrl", "https://firm.netlify.app/book", /firm\.netlify\.app is a hosting platform's address/],
    ["bookingUrl", "http://10.0.0.4/book", /10\.0\.0\.4 is an IP address/],
    ["bookingUrl", "https://127.1/book", /127\.1 is an IP address/],
    ["bookingUrl", "https://book.127.0.0.1.nip.io/call", /book\.127\.0\.0\.1\.nip\.io is a development name/],
    ["email", "contact@firm.localdomain", /firm\.localdomain is a local name \(\*\.localdomain\)/],
    ["email", "contact@firm.ae", /"contact@firm\.ae": firm\.ae is a documented example \(firm\.ae\)/],
    ["embeddingOrigins", ["https://portal.localtest.me"], /embeddingOrigins\[0\] .*is a development name/],
    [
      "blurb",
      "Tag Manager container GTM-0000000",
      /siteFacts\.blurb "Tag Manager container GTM-0000000": GTM-0000000 is a placeholder container ID \(one character repeated, or all but one\): put the firm's GTM- ID/,
    ],
    ["blurb", "Tag Manager container GTM-AB12CD3", /GTM-AB12CD3 is a documented example, not the firm's container/],
  ])("%s %s", (field, value, message) => {
    expect(problemsOf(withFacts((facts) => ({ ...facts, [field]: value })))).toEqual([expect.stringMatching(message)]);
  });

  it("a processor still flagged sample: true", () => {
    const facts = withFacts((facts) => ({
      ...facts,
      privacy: { ...facts.privacy, processors: [{ ...facts.privacy.processors[0], sample: true }] },
    }));
    expect(problemsOf(facts)).toEqual([
      "src/site-facts.ts: siteFacts.privacy.processors[0] is flagged sample: true: confirm it with the firm and remove the flag",
    ]);
  });
});

describe("production inputs: testimonials and claims carry their sources", () => {
  const [first] = realLookingTestimonials;

  it.each([
    ["by its words", { ...first, text: SAMPLE_TESTIMONIALS[0].text }],
    ["by its author", { ...first, author: SAMPLE_TESTIMONIALS[1].author }],
  ])("refuse a sample testimonial, unmarked, %s", (_how, testimonial) => {
    expect(problemsOf(withTestimonial(testimonial))).toEqual([
      expect.stringMatching(/^src\/data\/testimonials\.ts: testimonials\[0\] \(.*\) is the sample testimonial by/),
    ]);
  });

  it("refuse a testimonial without a source", () => {
    const { source: _source, ...withoutSource } = first;
    expect(problemsOf(withTestimonial(withoutSource))).toEqual([
      "src/data/testimonials.ts: testimonials[0] (Oliver P.) has no source: put source: { platform, url, date } of the published review",
    ]);
  });

  it.each([
    [{ url: "http://www.google.com/maps/review" }, /source\.url "http:.*" must use https:/],
    [{ url: "google.com/review" }, /source\.url "google\.com\/review" is not an absolute URL/],
    [{ url: "https://reviews.firm.example/1" }, /reviews\.firm\.example is on a reserved example domain/],
    [{ url: "https://firm.netlify.app/reviews" }, /is a hosting platform's address/],
    [{ url: "" }, /source\.url "" is not an absolute URL/],
    [{ date: "2026-02-30" }, /source\.date "2026-02-30" is not a real day written YYYY-MM-DD/],
    [{ date: "14 February 2026" }, /is not a real day/],
    [{ date: "2026-11-26" }, /source\.date "2026-11-26" is in the future/],
    [{ platform: " " }, /source\.platform is empty/],
  ])("refuse a testimonial source with %j", (change, message) => {
    expect(problemsOf(withTestimonial({ ...first, source: { ...first.source, ...change } }))).toEqual([
      expect.stringMatching(message),
    ]);
  });

  it("accept a review dated today", () => {
    expect(problemsOf(withTestimonial({ ...first, source: { ...first.source, date: "2026-11-25" } }))).toEqual([]);
  });

  it.each([
    [{ reviewsUrl: "" }, /siteFacts\.claims\.reviewsUrl "" is not an absolute URL: put the public page of the reviews/],
    [{ reviewsUrl: "https://localhost/reviews" }, /localhost is a local name/],
    [{ reviewsAsOf: "2027-01-01" }, /siteFacts\.claims\.reviewsAsOf "2027-01-01" is in the future/],
    [{ reviewPlatform: "" }, /siteFacts\.claims\.reviewPlatform is empty/],
    [{ entrepreneursServedSource: { basis: "", asOf: "2026-11-01" } }, /entrepreneursServedSource\.basis is empty/],
    [
      { entrepreneursServedSource: { basis: "our client records", asOf: "2026-13-01" } },
      /asOf "2026-13-01" is not a real day/,
    ],
  ])("refuse the claims with %j", (change, message) => {
    expect(problemsOf(withFacts((facts) => ({ ...facts, claims: { ...facts.claims, ...change } })))).toEqual([
      expect.stringMatching(message),
    ]);
  });
});

describe("the examples the docs and sources give", () => {
  const filesUnder = (folder: string): string[] =>
    fs.existsSync(path.join(root, folder))
      ? fs
          .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      : [];
  // Text only (not the images), and not gatsby-types.d.ts: generated from Gatsby's sources, not committed.
  const documents = [
    "README.md",
    "content/README.md",
    "content/REFERENCE.md",
    ...filesUnder("docs"),
    ...filesUnder("src"),
  ].filter((file) => /\.(?:md|mdx|ts|tsx|js|cjs|json|css)$/.test(file) && file !== "src/gatsby-types.d.ts");
  const text = documents.map(read).join("\n");
  const gtmIds = [...new Set(text.match(/\bGTM-[A-Z0-9]{4,}\b/g))];
  /** Names written bare, as in "e.g. `firm.ae` for `www.firm.ae`". */
  const bareNames =
    text.match(/(?<![\w.@/-])(?:[a-z0-9-]+\.)+(?:ae|com|org|net|io|me|app|dev|live)\b(?![\w-]|\.\w)/gi) ?? [];
  const hosts = [...new Set([...hostsIn(text), ...bareNames].map((host) => host.toLowerCase()))];
  /** The services the site uses or cites, named by their real address: every other host named is an example. */
  const services = [
    "api.github.com",
    "api.netlify.com",
    "avatars.githubusercontent.com",
    "decapcms.org",
    "docs.github.com",
    "docs.netlify.com",
    "github.com",
    // Where the editors' guide sends an editor for Node.js (content/README.md).
    "nodejs.org",
    "schema.org",
    "tax.gov.ae",
    "uaelegislation.gov.ae",
    // The footer's map links (src/lib/map-link.ts) and the documentation of their URLs.
    "developers.google.com",
    "www.google.com",
    "www.googletagmanager.com",
    // The WhatsApp links (src/components/WhatsAppLink.tsx).
    "wa.me",
  ];
  const examples = hosts.filter((host) => !services.includes(host));

  it("are found where they are written: the README's container and address, the consent code's domains", () => {
    expect(gtmIds).toContain("GTM-AB12CD3");
    expect(examples).toEqual(expect.arrayContaining(["www.firm.ae", "firm.ae", "www.firm.co.ae", "example.com"]));
    expect(services.filter((service) => !hosts.includes(service))).toEqual([]);
  });

  it.each(gtmIds)("refuse the container %s, as GATSBY_GTM_ID", (id) => {
    expect(problemsOf(real, { ...GOOD_ENV, GATSBY_GTM_ID: id })).toEqual([
      expect.stringMatching(new RegExp(`^GATSBY_GTM_ID "${id}" .*: put the firm's GTM- ID$`)),
    ]);
  });

  it.each(examples)("refuse https://%s as SITE_URL (not a service the site uses: else list it)", (host) => {
    expect(problemsOf(real, { ...GOOD_ENV, SITE_URL: `https://${host}` })).toContainEqual(
      expect.stringMatching(/^SITE_URL "https:\/\/.*": .*: put the live site's own domain$/),
    );
  });
});

describe("the list of shipped samples", () => {
  const marked = new Set(sampleFields(source).map(({ field }) => field));
  const isMarked = (at: string) => at.split(".").some((key) => marked.has(key));

  it("holds what site-facts.ts ships, for every field still marked SAMPLE", () => {
    for (const { at, value } of SAMPLE_VALUES.filter(({ at }) => isMarked(at)))
      expect({ at, value: valueAt(siteFacts, at) }).toEqual({ at, value });
  });

  it("holds the testimonials testimonials.ts ships while it is marked SAMPLE", () => {
    if (!/SAMPLE:/.test(testimonialsSource)) return;
    expect(testimonials.map(({ author, text }) => ({ author, text }))).toEqual(SAMPLE_TESTIMONIALS);
  });

  it("names every invented sample: each marked string is on the list or one the firm may keep after confirming", () => {
    // Marked values that can be right as they are: the firm confirms them and removes the mark.
    const confirmOnly = [
      "founder.jobTitle",
      "founder.grammaticalGender",
      "founder.licence.role",
      "founder.licence.authority",
      "founder.languages.0",
      "founder.languages.1",
      "offices.0.licence.authority",
      "offices.1.licence.authority",
      "offices.2.licence.authority",
      "claims.reviewPlatform",
      "claims.reviewsAsOf",
      "claims.entrepreneursServedSource.asOf",
      "claims.draftingRemedy",
    ];
    const leaves = (value: unknown, at: string): string[] =>
      typeof value === "string"
        ? [at]
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key))
          : [];
    // Processors are held back by their `sample: true` flag, not a mark ("name" is marked at the top level only).
    const markedStrings = leaves(siteFacts, "").filter((at) => isMarked(at) && !at.startsWith("privacy.processors."));
    const invented = markedStrings.filter((at) => !confirmOnly.includes(at));
    // Each invented string is a listed sample (several offices share one sample licence number).
    expect(invented.filter((at) => !SAMPLE_VALUES.some(({ value }) => value === valueAt(siteFacts, at)))).toEqual([]);
    expect(SAMPLE_VALUES.map(({ at }) => at).filter((at) => !invented.includes(at))).toEqual([]);
  });

  it("has a real-looking replacement for each sample in the green-path inputs", () => {
    expect(Object.keys(REAL_LOOKING).sort()).toEqual(SAMPLE_VALUES.map(({ at }) => at).sort());
  });
});

describe("the deployed tree", () => {
  const project = "uae-law-firm-site";
  const noSiblings = { project, readSibling: () => undefined };
  const map = (sources: Record<string, string>) =>
    JSON.stringify({ version: 3, sources: Object.keys(sources), sourcesContent: Object.values(sources), mappings: "" });

  it("passes real-looking pages, scripts, headers and maps", () => {
    expect(
      deployedFileProblems(
        "index.html",
        `<a href="https://www.qamar-advocates.ae/">Qamar Advocates &amp; Legal Consultants</a><a href="tel:+97143558120">x</a>`,
        noSiblings,
      ),
    ).toEqual([]);
    expect(
      deployedFileProblems("app.js", 'var re=/a/;re.test(x);fetch("//www.googletagmanager.com/gtm.js")', noSiblings),
    ).toEqual([]);
    expect(
      deployedFileProblems(
        "_headers",
        "/*\n  Content-Security-Policy: frame-ancestors 'self' https://portal.qamar-advocates.ae",
        noSiblings,
      ),
    ).toEqual([]);
    expect(
      deployedFileProblems(
        "cms.js.map",
        map({ "webpack://uae-law-firm-site/./node_modules/micromark/x.js": "// a<https://example.com>b" }),
        noSiblings,
      ),
    ).toEqual([]);
  });

  it.each([
    [
      "index.html",
      "<p>Meridian Advocates &amp; Legal Consultants</p>",
      '"Meridian Advocates & Legal Consultants" (a shipped sample)',
    ],
    [
      "index.html",
      `<p>${SAMPLE_TESTIMONIALS[2].text.replace("'", "&#x27;")}</p>`,
      '"A client\'s cheque bounced and I had no idea where to star…" (a shipped sample)',
    ],
    ["app.js", 'n.p="GTM-XXXXXXX"', "GTM-XXXXXXX (a placeholder container ID)"],
    ["app.js", 'n.p="GTM-0000000"', "GTM-0000000 (a placeholder container ID)"],
    ["app.js", 'n.p="GTM-AB12CD3"', "GTM-AB12CD3 (a placeholder container ID)"],
    ["page-data/app-data.json", '{"url":"https://www.firm.example/"}', "www.firm.example (a reserved example domain)"],
    ["sitemap-0.xml", "<loc>https://www.firm.test/</loc>", "www.firm.test (a reserved example domain)"],
    [
      "_headers",
      "/*\n  Content-Security-Policy: frame-ancestors https://example.org",
      "example.org (a reserved example domain)",
    ],
    [
      "_redirects",
      "/about /foundation/ 301\n/old https://firm.example.net/ 301",
      "firm.example.net (a reserved example domain)",
    ],
    [
      "robots.txt",
      "Sitemap: https://www.meridian-advocates.example/sitemap-index.xml",
      "www.meridian-advocates.example (a reserved example domain)",
    ],
    ["manifest.webmanifest", '{"name":"Meridian Advocates"}', '"Meridian Advocates" (a shipped sample)'],
    ["styles.css", '.x::after{content:"+971 4 000 0000"}', '"+971 4 000 0000" (a shipped sample)'],
    [
      "commons.js.map",
      map({ "webpack://uae-law-firm-site/./src/site-facts.ts": "/** SAMPLE */ name: string;" }),
      "a SAMPLE mark",
    ],
    ["app.js", 'e.exports="mail@firm.invalid"', "firm.invalid (a reserved example domain)"],
  ])("names %s holding %j", (file, text, found) => {
    expect(deployedFileProblems(file, text, noSiblings)).toContain(`${file}: ${found}`);
  });

  it("searches a package-only script for samples, not for the example domains libraries name", () => {
    const readSibling = () =>
      map({ "webpack://DecapCmsApp/./src/index.js": "", "webpack://DecapCmsApp/../decap-cms-core/x.js": "" });
    const vendor = 'examples:["https://example.com"]';
    expect(deployedFileProblems("admin/decap-cms-app.js", vendor, { project, readSibling })).toEqual([]);
    expect(
      deployedFileProblems("admin/decap-cms-app.js", `${vendor};x="Layla Al Mansoori"`, { project, readSibling }),
    ).toEqual(['admin/decap-cms-app.js: "Layla Al Mansoori" (a shipped sample)']);
    expect(
      deployedFileProblems("admin/cms.js", vendor, {
        project,
        readSibling: () => map({ "webpack://uae-law-firm-site/./src/cms/index.ts": "" }),
      }),
    ).toEqual(["admin/cms.js: example.com (a reserved example domain)"]);
  });

  it("walks every text file of the tree and names the one with a planted sample", () => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), "deployed-tree-"));
    try {
      fs.mkdirSync(path.join(tree, "page-data/index"), { recursive: true });
      fs.writeFileSync(path.join(tree, "index.html"), "<p>Qamar Advocates</p>");
      fs.writeFileSync(path.join(tree, "cover.jpg"), "GTM-XXXXXXX (not text: not searched)");
      fs.writeFileSync(
        path.join(tree, "page-data/index/page-data.json"),
        '{"licence":"Office 000, Example Tower, Business Bay, Dubai, United Arab Emirates"}',
      );
      expect(deployedTreeProblems(tree, project)).toEqual([
        `${path.basename(tree)}/page-data/index/page-data.json: "Office 000, Example Tower, Business Bay, Dubai, United Ar…" (a shipped sample)`,
      ]);
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });
});

describe("production inputs: the founder's portrait", () => {
  const portrait = "content/images/founder-portrait.jpg";
  const shipped = fs.readFileSync(path.join(root, portrait));

  it("refuse the placeholder npm run covers draws, naming the file and what to put there", () => {
    expect(sampleImageProblems([{ file: portrait, bytes: shipped }])).toEqual([
      expect.stringMatching(/^content\/images\/founder-portrait\.jpg is the placeholder .*founder's photograph/),
    ]);
  });

  it("accept a photograph in its place, and the covers", async () => {
    // The same picture saved again, as a photo editor would: its metadata, and so the mark, are gone.
    const photograph = await sharp(shipped).jpeg().toBuffer();
    const cover = fs.readFileSync(path.join(root, "content/images/online-legal-counselling-in-dubai.jpg"));
    expect(
      sampleImageProblems([
        { file: portrait, bytes: photograph },
        { file: "content/images/online-legal-counselling-in-dubai.jpg", bytes: cover },
      ]),
    ).toEqual([]);
  });
});

describe("npm run build:production", () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(root, "scripts/build-production.cjs")], {
      cwd: root,
      env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env },
      encoding: "utf8",
      timeout: 60_000,
    });

  it("on this clone's sample facts and a bad SITE_URL, stops before Gatsby with one message listing every problem", () => {
    const result = run({ SITE_URL: "http://www.firm.ae/home", GATSBY_GTM_ID: "G-123" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/^Not building for production: \d+ problems to fix first\.$/);
    expect(result.stderr).toMatch(/SITE_URL "http:\/\/www\.firm\.ae\/home" must use https/);
    expect(result.stderr).toMatch(/must be an origin only/);
    expect(result.stderr).toMatch(/GATSBY_GTM_ID "G-123" is not a Google Tag Manager ID/);
    for (const { field } of sampleFields(source).filter(({ field }) => !["siteUrl", "tagManagerId"].includes(field)))
      expect(result.stderr).toContain(` ${field} is still marked SAMPLE`);
    expect(result.stderr).toContain("content/images/founder-portrait.jpg is the placeholder npm run covers drew");
    expect(result.stdout).not.toMatch(/gatsby|success/i);
  });

  it("refuses to publish a service page no lawyer of the firm has reviewed, naming each file", () => {
    const result = run(GOOD_ENV);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /content\/services\/en\/business-setup-in-dubai-and-the-uae\.mdx: never reviewed for UAE law \(reviewedBy not set\)/,
    );
  });

  it("without SITE_URL and GATSBY_GTM_ID, names the sample base URL and container too", () => {
    const result = run({});
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/siteUrl is still marked SAMPLE/);
    expect(result.stderr).toMatch(/tagManagerId is still marked SAMPLE/);
  });

  it("reads the testimonials too, and refuses a placeholder container and a preview host given by the environment", () => {
    const result = run({ SITE_URL: "https://firm-site.netlify.app", GATSBY_GTM_ID: "GTM-XXXXXXX" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `SITE_URL "https://firm-site.netlify.app": firm-site.netlify.app is a hosting platform's address (*.netlify.app)`,
    );
    expect(result.stderr).toContain(`GATSBY_GTM_ID "GTM-XXXXXXX" is a placeholder container ID`);
    expect(result.stderr).toMatch(/src\/data\/testimonials\.ts:\d+ is still marked SAMPLE/);
    for (const { author } of SAMPLE_TESTIMONIALS)
      expect(result.stderr).toContain(`(${author}) is the sample testimonial by ${author}`);
    expect(result.stdout).not.toMatch(/gatsby|success/i);
  });
});
