import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { createProcessor } from "@mdx-js/mdx";
import { contentFolder, contentKinds, type ContentKind } from "../../src/content-model";
import { languages } from "../../src/i18n/languages";
import { bodyProblems, checkBody, urlScheme } from "../../src/lib/content-policy";
import { formatProblem } from "../../src/lib/content-validation";

const problemsIn = (body: string, kind: ContentKind = "service") =>
  bodyProblems(createProcessor, body, kind).map(({ line, message }) => `line ${line} ${message}`);

const componentsHint = `write Markdown, and use only the components listed in content/README.md ("Components: the firm's details")`;
const codeHint = `a page's text cannot contain code; delete the line`;
const linkHint = "links start with https://, mailto:, tel: or /";

describe("the content policy refuses code in a document's body, by name", () => {
  it.each([
    [
      "an export that reads process",
      `Intro.\n\nexport const leak = process.env.GITHUB_TOKEN\n`,
      [`line 3 "export" is not allowed: ${codeHint}`],
    ],
    [
      "an export that runs code as the module loads",
      `export const x = (() => { require("fs").writeFileSync("/tmp/pwned", "1") })()\n\nText.`,
      [`line 1 "export" is not allowed: ${codeHint}`],
    ],
    ["an import", `import fs from "fs"\n\nText.`, [`line 1 "import" is not allowed: ${codeHint}`]],
    [
      "an expression",
      `Text.\n\nYour token is {process.env.X}.`,
      [`line 3 "{…}" is not allowed: use round brackets ( ) instead`],
    ],
    [
      "a block expression",
      `{(() => { throw new Error("ran") })()}`,
      [`line 1 "{…}" is not allowed: use round brackets ( ) instead`],
    ],
    [
      "an MDX comment",
      `Text.\n\n{/* a note */}`,
      [`line 3 "{/* … */}" is not allowed: do not leave notes in the text; put them in your commit message instead`],
    ],
    ["a <script> element", `Text.\n\n<script>alert(1)</script>`, [`line 3 <script> is not allowed: ${componentsHint}`]],
    [
      "a script preload, which the page's script starter would run",
      `Text.\n\n<link rel="preload" as="script" href="/x.js" />`,
      [`line 3 <link> is not allowed: ${componentsHint}`],
    ],
    [
      "a <script> with dangerouslySetInnerHTML",
      `<script dangerouslySetInnerHTML={{__html: "alert(1)"}} />`,
      [`line 1 <script> is not allowed: ${componentsHint}`],
    ],
    [
      "an <img> with an event handler",
      `Look <img src="x" onerror="alert(1)" /> here.`,
      [`line 1 <img> is not allowed: ${componentsHint}`],
    ],
    [
      "an <iframe>",
      `<iframe src="https://evil.example/"></iframe>`,
      [`line 1 <iframe> is not allowed: ${componentsHint}`],
    ],
    ["an HTML <a>", `<a href="https://evil.example/">x</a>`, [`line 1 <a> is not allowed: ${componentsHint}`]],
    ["a <div>", `<div>Text</div>`, [`line 1 <div> is not allowed: ${componentsHint}`]],
    ["a <br />", `Line<br />break`, [`line 1 <br> is not allowed: ${componentsHint}`]],
    ["a fragment", `<>Text</>`, [`line 1 <> is not allowed: ${componentsHint}`]],
    ["an undocumented component", `<BookCall />`, [`line 1 <BookCall> is not allowed: ${componentsHint}`]],
    [
      "an undocumented component with an attribute",
      `<Foo bar="1" />`,
      [`line 1 <Foo> is not allowed: ${componentsHint}`],
    ],
    [
      "a documented component with an attribute",
      `<BookACall href="https://evil.example/" />`,
      [
        `line 1 <BookACall href="https://evil.example/"> is not allowed: write <BookACall /> exactly as content/README.md ("Components: the firm's details") shows it`,
      ],
    ],
    [
      "a documented component with an expression attribute",
      `<FirmName title={globalThis.x} />`,
      [
        `line 1 <FirmName title={…}> is not allowed: write <FirmName /> exactly as content/README.md ("Components: the firm's details") shows it`,
      ],
    ],
    [
      "a documented component with a spread attribute",
      `<FreeCall {...props} />`,
      [
        `line 1 <FreeCall {…}> is not allowed: write <FreeCall /> exactly as content/README.md ("Components: the firm's details") shows it`,
      ],
    ],
    [
      "a legal-only component in a service",
      `Text.\n\n<ControllerDetails />`,
      [`line 3 <ControllerDetails /> is not allowed here: it is only for the files in content/legal/; delete it`],
    ],
    [
      "a javascript: link",
      `[click](javascript:alert(1))`,
      [`line 1 link "javascript:alert(1)" is not allowed: ${linkHint}`],
    ],
    [
      "a javascript: link in mixed case",
      `[x](JaVaScRiPt:alert(document.cookie))`,
      [`line 1 link "JaVaScRiPt:alert(document.cookie)" is not allowed: ${linkHint}`],
    ],
    [
      "a javascript: link written with a character reference",
      `[x](&#106;avascript:alert(1))`,
      [`line 1 link "javascript:alert(1)" is not allowed: ${linkHint}`],
    ],
    [
      "a javascript: link with a tab inside and a space before",
      `[x](< java\tscript:alert(1)>)`,
      [`line 1 link " java\\tscript:alert(1)" is not allowed: ${linkHint}`],
    ],
    [
      "a reference definition to javascript:",
      `[click][evil]\n\n[evil]: javascript:alert(1)`,
      [`line 3 link "javascript:alert(1)" is not allowed: ${linkHint}`],
    ],
    ["a vbscript: link", `[x](vbscript:msgbox)`, [`line 1 link "vbscript:msgbox" is not allowed: ${linkHint}`]],
    [
      "a data: picture",
      `![x](data:text/html,<script>alert(1)</script>)`,
      [
        `line 1 picture "data:text/html,<script>alert(1)</script>" is not allowed: a picture's address starts with https:// or /`,
      ],
    ],
  ])("%s", (_name, body, expected) => {
    expect(problemsIn(body)).toEqual(expected);
  });

  it("reports every problem of a body, each at its line, nested ones included", () => {
    expect(problemsIn(`Intro.\n\n- [a](javascript:x) and {1}\n\n<FirmName />\n\n<div><script /></div>`)).toEqual([
      `line 3 link "javascript:x" is not allowed: ${linkHint}`,
      `line 3 "{…}" is not allowed: use round brackets ( ) instead`,
      `line 7 <div> is not allowed: ${componentsHint}`,
      `line 7 <script> is not allowed: ${componentsHint}`,
    ]);
  });

  it("a body the MDX reader cannot read is refused with its reason and line", () => {
    expect(problemsIn(`Text.\n\nPrice {under 500`)).toEqual([
      expect.stringMatching(/^line 3 cannot be read: Unexpected end of file in expression/),
    ]);
  });
});

describe("the content policy allows what the guide allows", () => {
  it("Markdown, the listed components, and links to the web, e-mail, phones, this site and sections", () => {
    const body = [
      "Intro with **bold**, _italics_ and `code {not run}`.",
      "## A section",
      "- [the authority](https://tax.gov.ae/) and [plain](http://example.com/)",
      "- [write](mailto:info@example.com), [call](tel:+97140000000), [terms](/legal/terms/), [below](#faq), [here](page/)",
      "Call <FirmPhone /> or book a <FreeCall />; <FirmName />, <FounderName />, <FirmEmail />, <FirmLicence />, <WorkingHours />.",
      "<BookACall />",
      "<DraftingGuarantee />, <DraftingClaim />, <DraftingHours />, <DraftingRemedy />",
      "<DraftingGuaranteeHeading />",
      "[ref][site]",
      "[site]: https://www.example.com/",
      "```\nexport const notCode = 1; <script>{x}</script>\n```",
    ].join("\n\n");
    expect(problemsIn(body)).toEqual([]);
  });

  it("the legal components in a legal document", () => {
    const body =
      "<ControllerDetails />\n\n<DataProtectionOfficer />\n\n<RetentionPeriods />\n\n<Processors />\n\nKept <AnalyticsRetention />.";
    expect(problemsIn(body, "legal")).toEqual([]);
    expect(problemsIn(body, "page")).toHaveLength(5);
  });

  it.each([
    ["javascript:alert(1)", "javascript"],
    ["\u0000 \tJAVA\nSCRIPT:x", "javascript"],
    ["https://example.com/a:b", "https"],
    ["/services/x/", null],
    ["#faq", null],
    ["page:x/", "page"],
    ["\u00a0javascript:x", null],
  ])("urlScheme(%j) is %j, as a browser reads it", (url, scheme) => {
    expect(urlScheme(url)).toBe(scheme);
  });
});

describe("checkBody", () => {
  it("names the file and the line in the whole file, frontmatter included", () => {
    const raw = `---\ntitle: "X"\ndescription: "Y"\n---\n\nIntro.\n\n<script>alert(1)</script>\n`;
    const { content } = matter(raw);
    expect(
      checkBody({ createProcessor, kind: "service", file: "content/services/x.mdx", raw, body: content }).map(
        formatProblem,
      ),
    ).toEqual([`content/services/x.mdx: line 8 <script> is not allowed: ${componentsHint}`]);
  });

  it("every document in content/ passes the policy", () => {
    const checked = contentKinds.flatMap((kind) =>
      languages.flatMap((lang) => {
        const folder = contentFolder(kind, lang);
        return fs
          .readdirSync(path.resolve(__dirname, "../..", folder))
          .filter((name) => /\.mdx?$/.test(name))
          .map((name) => {
            const file = `${folder}/${name}`;
            const raw = fs.readFileSync(path.resolve(__dirname, "../..", file), "utf8");
            return { file, problems: checkBody({ createProcessor, kind, file, raw, body: matter(raw).content }) };
          });
      }),
    );
    expect(checked.length).toBeGreaterThan(40);
    expect(checked.flatMap(({ problems }) => problems.map(formatProblem))).toEqual([]);
  });
});
