/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { productionInputProblems, sampleFields } from "../../src/lib/production-inputs";
import { siteFacts, type SiteFacts } from "../../src/site-facts";

/** `npm run build:production` refuses to deploy samples or bad inputs, and says everything that is wrong at once. */
const root = path.resolve(__dirname, "../..");
const siteFactsFile = path.join(root, "src/site-facts.ts");
const source = fs.readFileSync(siteFactsFile, "utf8");

const GOOD_ENV = { SITE_URL: "https://www.firm-advocates.ae", GATSBY_GTM_ID: "GTM-AB12CD3" };

/** The facts as a firm would fill them in: no reserved example domains, no SAMPLE marks. */
const realFacts: SiteFacts = JSON.parse(JSON.stringify(siteFacts).replace(/\.(?:example|test|invalid)\b/g, ".ae"));
const realSource = source.replace(/\/\*\*[\s*]*SAMPLE\b:?\s*/g, "/** ");

describe("production inputs", () => {
  it("accept real-looking facts with a valid SITE_URL and container", () => {
    expect(productionInputProblems(GOOD_ENV, realFacts, realSource)).toEqual([]);
    expect(productionInputProblems({}, { ...realFacts, siteUrl: "https://firm.ae" }, realSource)).toEqual([]);
  });

  it("refuse every field still marked SAMPLE, naming file, line and field", () => {
    const problems = productionInputProblems(GOOD_ENV, realFacts, source);
    for (const field of ["name", "shortName", "phone", "bookingUrl", "founder", "embeddingOrigins"])
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`^src/site-facts\\.ts:\\d+ ${field} is still marked SAMPLE`)),
      );
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
    const problems = productionInputProblems(GOOD_ENV, realFacts, source);
    expect(problems.join("\n")).not.toMatch(/siteUrl|tagManagerId/);
    const withoutEnv = productionInputProblems({}, realFacts, source);
    expect(withoutEnv).toContainEqual(expect.stringMatching(/siteUrl is still marked SAMPLE/));
    expect(withoutEnv).toContainEqual(expect.stringMatching(/tagManagerId is still marked SAMPLE/));
  });

  it.each([
    ["http://www.firm.ae", /SITE_URL "http:\/\/www\.firm\.ae" must use https/],
    ["https://www.firm.ae/en", /must be an origin only/],
    ["https://www.firm.ae/?q=1", /must be an origin only/],
    ["www.firm.ae", /is not an absolute URL/],
    ["https://WWW.Firm.ae", /must be written as its origin, https:\/\/www\.firm\.ae/],
    ["https://www.firm.example", /SITE_URL is on a reserved example domain/],
  ])("refuse SITE_URL %s", (url, message) => {
    expect(productionInputProblems({ ...GOOD_ENV, SITE_URL: url }, realFacts, realSource)).toContainEqual(
      expect.stringMatching(message),
    );
  });

  it.each(["G-AB12CD3", "UA-1234-1", "gtm-ab12cd3", "GTM-", "GTM-AB12 CD3"])("refuse the container ID %s", (id) => {
    expect(productionInputProblems({ ...GOOD_ENV, GATSBY_GTM_ID: id }, realFacts, realSource)).toEqual([
      `GATSBY_GTM_ID "${id.trim()}" is not a Google Tag Manager ID (GTM- then capital letters and digits, e.g. GTM-AB12CD3)`,
    ]);
  });

  it("refuse a fact left on a reserved example domain even without its SAMPLE mark", () => {
    const facts = { ...realFacts, bookingUrl: "https://booking.meridian-advocates.example/call" };
    expect(productionInputProblems(GOOD_ENV, facts, realSource)).toEqual([
      "src/site-facts.ts: siteFacts.bookingUrl is on a reserved example domain (booking.meridian-advocates.example)",
    ]);
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
    expect(result.stdout).not.toMatch(/gatsby|success/i);
  });

  it("refuses to publish a service page no lawyer of the firm has reviewed, naming each file", () => {
    const result = run(GOOD_ENV);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /content\/services\/business-setup-in-dubai-and-the-uae\.mdx: never reviewed for UAE law \(reviewedBy not set\)/,
    );
  });

  it("without SITE_URL and GATSBY_GTM_ID, names the sample base URL and container too", () => {
    const result = run({});
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/siteUrl is still marked SAMPLE/);
    expect(result.stderr).toMatch(/tagManagerId is still marked SAMPLE/);
  });
});
