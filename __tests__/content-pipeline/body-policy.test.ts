import fs from "fs";
import path from "path";
import { bodyTools } from "../../src/content-pipeline/body-tools-bundled";
import { contentFolder, contentKinds, type ContentKind } from "../../src/content-model";
import { languages } from "../../src/languages";
import {
  bodyProblems,
  checkBody,
  maxBodyLength,
  maxContainersOnALine,
  markupBudgets,
  unreadableProblem,
  urlScheme,
} from "../../src/content-pipeline/body-policy";
import { formatProblem } from "../../src/content-pipeline/field-checks";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";

const problemsIn = (body: string, kind: ContentKind = "service") =>
  bodyProblems(bodyTools, body, kind).map(({ line, message }) => `line ${line} ${message}`);

const componentsHint = `write Markdown, and use only the components listed in content/REFERENCE.md ("Components: the firm's details")`;
const codeHint = `a page's text cannot contain code; delete the line`;
const linkHint = "links start with https:// (or http://), mailto:, tel:, / or #";
const pictureHint = "the body shows no pictures; a page's picture is its cover (coverImage), a file of content/images/";
const siteLinkHint =
  "write a link to another website in full, starting with https://, and one to a page of this site starting with a single /";

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
        `line 1 <BookACall href="https://evil.example/"> is not allowed: write <BookACall /> exactly as content/REFERENCE.md ("Components: the firm's details") shows it`,
      ],
    ],
    [
      "a documented component with an expression attribute",
      `<FirmName title={globalThis.x} />`,
      [
        `line 1 <FirmName title={…}> is not allowed: write <FirmName /> exactly as content/REFERENCE.md ("Components: the firm's details") shows it`,
      ],
    ],
    [
      "a documented component with a spread attribute",
      `<FreeCall {...props} />`,
      [
        `line 1 <FreeCall {…}> is not allowed: write <FreeCall /> exactly as content/REFERENCE.md ("Components: the firm's details") shows it`,
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
      "a scheme-relative link, which leads to another site",
      `[Sign in](//evil.example/login)`,
      [`line 1 link "//evil.example/login" is not allowed: ${siteLinkHint}`],
    ],
    [
      "a link that starts with /\\, which a browser reads as //",
      String.raw`[Sign in](/\evil.example/login)`,
      [String.raw`line 1 link "/\\evil.example/login" is not allowed: ${siteLinkHint}`],
    ],
    [
      "a link that starts with \\\\",
      String.raw`[Sign in](\\\\evil.example/login)`,
      [String.raw`line 1 link "\\\\evil.example/login" is not allowed: ${siteLinkHint}`],
    ],
    [
      "a link with a tab between its slashes",
      `[Sign in](</\t/evil.example/login>)`,
      [`line 1 link "/\\t/evil.example/login" is not allowed: ${siteLinkHint}`],
    ],
    [
      "a reference definition to another site without https:",
      `[Sign in][login]\n\n[login]: //evil.example/login`,
      [`line 3 link "//evil.example/login" is not allowed: ${siteLinkHint}`],
    ],
    ["a relative link", `[here](page/)`, [`line 1 link "page/" is not allowed: ${siteLinkHint}`]],
    [
      "a link whose dot segment makes it //host/, another site",
      `[the decision](/.//127.0.0.1:8999/phish/)`,
      [`line 1 link "/.//127.0.0.1:8999/phish/" is not allowed: ${siteLinkHint}`],
    ],
    [
      "a link whose escaped dot segment makes it //host/",
      `[the decision](/%2e//evil.example/phish/)`,
      [`line 1 link "/%2e//evil.example/phish/" is not allowed: ${siteLinkHint}`],
    ],
    [
      "a reference definition whose dot segments make it //host/",
      `[the decision][d]\n\n[d]: /..//evil.example/phish/`,
      [`line 3 link "/..//evil.example/phish/" is not allowed: ${siteLinkHint}`],
    ],
    [
      "a scheme-relative picture",
      `![x](//evil.example/x.png)`,
      [`line 1 picture "//evil.example/x.png" is not allowed: ${pictureHint}`],
    ],
    [
      "a data: picture",
      `![x](data:text/html,<script>alert(1)</script>)`,
      [`line 1 picture "data:text/html,<script>alert(1)</script>" is not allowed: ${pictureHint}`],
    ],
    [
      "a tracking pixel, which would load before the visitor's consent",
      `![chart](https://www.google-analytics.com/g/collect?v=2&tid=G-ATTACKER&cid=555&en=page_view)`,
      [`line 1 picture "https://www.google-analytics.com/g/collect?v=2&tid=G-ATTACKE…" is not allowed: ${pictureHint}`],
    ],
    [
      "a picture of this site",
      `![logo](/icons/icon-48x48.png)`,
      [`line 1 picture "/icons/icon-48x48.png" is not allowed: ${pictureHint}`],
    ],
    [
      "a tracking pixel by reference",
      `![chart][pixel]\n\n[pixel]: https://www.google-analytics.com/g/collect?tid=G-ATTACKER`,
      [`line 1 picture [pixel] is not allowed: ${pictureHint}`],
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

  it("a body the MDX reader cannot read is refused at its line, in plain words, with the reader's own message", () => {
    expect(bodyProblems(bodyTools, `Text.\n\nPrice {under 500`, "service")).toEqual([
      {
        line: 3,
        quote: "Price {under 500",
        message: `cannot be read: a "{" starts code in MDX: use round brackets ( ) instead of curly ones`,
        readerMessage: expect.stringMatching(/^Unexpected end of file in expression/),
      },
    ]);
  });
});

describe("the MDX reader's common errors, said in plain words with what to write instead", () => {
  const lessThan = `write "less than" in words`;
  it.each([
    [
      "a price written with <",
      "Fees from <5,000 AED a month.",
      `${lessThan} ("less than 5…"), or write &lt; for the sign`,
    ],
    ["a comparison written with <=", "If 5 <= 6, it is cheaper.", `${lessThan}, or write &lt; for the sign`],
    ["a < at the end of the text", "Fees from <", `${lessThan}, or write &lt; for the sign`],
    [
      "a component whose > was deleted",
      "Book now.\n\n<BookACall /",
      `write it with "/>" at its end, e.g. <BookACall />`,
    ],
    [
      "a component whose /> was deleted",
      "Book now <BookACall",
      "write the component exactly as the editor's guide shows it (e.g. <BookACall />), or write &lt; for the sign",
    ],
    ["a component without its slash", "<FreeCall>\n\nText", `write it as <Name />, with "/>" at its end`],
    ["a closing tag never opened", "Text </div> more", `"</…>" closes a tag that was never opened: delete it`],
    ["an HTML comment", "Text <!-- note --> more", `"<!-- … -->" notes are not allowed in the text`],
    [
      "an e-mail address between < >",
      "Write to <info@example.com> today",
      "write it as a link, [the address](mailto:…), with the address in both places",
    ],
    ["a web address between < >", "See <https://example.com>", "write it as a link, [the site's name](https://…)"],
    ["an unclosed {", "Price {under 500", "use round brackets ( ) instead of curly ones"],
  ])("%s", (_name, body, advice) => {
    const [problem] = bodyProblems(bodyTools, body, "service");
    expect(problem.message).toMatch(/^cannot be read: /);
    expect(problem.message).toContain(advice);
    // The reader's own words are kept, for whoever needs them.
    expect(problem.readerMessage).toMatch(/^(Unexpected|Expected|Could not)/);
    expect(problem.message).not.toContain(problem.readerMessage);
  });

  it("an error it has no plain words for keeps the reader's message alone", () => {
    expect(unreadableProblem({ reason: "Something new went wrong", line: 2 })).toEqual({
      line: 2,
      message: "cannot be read",
      readerMessage: "Something new went wrong",
    });
  });

  it("the build says the plain words, then the reader's message, at the line of the body, quoting it", () => {
    expect(
      checkBody({
        reader: bodyTools,
        kind: "service",
        file: "content/services/en/x.mdx",
        body: "Intro.\n\nFees from <5,000 AED",
      }).map(formatProblem),
    ).toEqual([
      expect.stringMatching(
        /^content\/services\/en\/x\.mdx: body line 3 at "Fees from <5,000 AED": cannot be read: a "<" that does not start a component: .* \(the MDX reader's message: Unexpected character `5` \(U\+0035\) before name, .*\)$/,
      ),
    ]);
  });
});

describe("the content policy refuses, without reading it, a body the MDX reader would take too long over", () => {
  const count = (n: number) => n.toLocaleString("en");
  /** The MDX reader, watched: a body refused here must never reach it. */
  const watchedReader = () => jest.fn(bodyTools.unified);
  const refusedUnread = (body: string) => {
    const read = watchedReader();
    const problems = bodyProblems({ ...bodyTools, unified: read }, body, "service").map(
      ({ line, message }) => `line ${line} ${message}`,
    );
    expect(read).not.toHaveBeenCalled();
    return problems;
  };
  const readAndAllowed = (body: string) => {
    const read = watchedReader();
    expect(bodyProblems({ ...bodyTools, unified: read }, body, "service")).toEqual([]);
    expect(read).toHaveBeenCalledTimes(1);
  };
  /** Characters in a fenced code block, where the policy allows any of them. */
  const inCode = (characters: string, length: number) =>
    "```\n" + characters.repeat(Math.ceil(length / characters.length)).slice(0, length) + "\n```";

  it("a body one character over the limit, with its size, the limit and what to do", () => {
    expect(refusedUnread("a".repeat(maxBodyLength + 1))).toEqual([
      `line 1 the text is ${count(maxBodyLength + 1)} characters long, more than the ${count(maxBodyLength)} a page may hold: split it into two pages that link to each other`,
    ]);
  });

  it("reads a body at the limit, counted in characters, not bytes: Arabic takes two bytes a letter", () => {
    const body = "نص الصفحة كما يكتبه المحرر.\n\n".repeat(maxBodyLength).slice(0, maxBodyLength);
    expect(Buffer.byteLength(body)).toBeGreaterThan(1.5 * maxBodyLength);
    readAndAllowed(body);
  });

  it("more curly brackets than code could need", () => {
    const { most } = markupBudgets.braces;
    readAndAllowed(inCode("{}", most));
    expect(refusedUnread(inCode("{}", most + 1))).toEqual([
      `line 1 the text holds ${count(most + 1)} curly brackets { }, more than the ${count(most)} a page may hold: use round brackets ( ) instead`,
    ]);
  });

  it("more emphasis and link brackets than any page needs", () => {
    const { most } = markupBudgets.emphasisAndLinks;
    readAndAllowed(inCode("*_[]", most));
    expect(refusedUnread(inCode("*_[]", most + 1))).toEqual([
      `line 1 the text holds ${count(most + 1)} of the characters * _ [ ], more than the ${count(most)} a page may hold: keep bold, italics and links for the words that need them`,
    ]);
  });

  it("a line that opens more lists and quotes at once than any page needs, at its line", () => {
    readAndAllowed(`Intro.\n\n${"- ".repeat(maxContainersOnALine)}a`);
    expect(refusedUnread(`Intro.\n\n${"- ".repeat(maxContainersOnALine + 1)}a\n\n${"> 1. ".repeat(6)}a`)).toEqual([
      `line 3 opens ${maxContainersOnALine + 1} lists or quotes at once, more than the ${maxContainersOnALine} a line may open: start each list item or quote on a line of its own`,
      `line 5 opens 12 lists or quotes at once, more than the ${maxContainersOnALine} a line may open: start each list item or quote on a line of its own`,
    ]);
  });
});

describe("the content policy allows what the guide allows", () => {
  it("Markdown, the listed components, and links to the web, e-mail, phones, this site and sections", () => {
    const body = [
      "Intro with **bold**, _italics_ and `code {not run}`.",
      "## A section",
      "- [the authority](https://tax.gov.ae/) and [plain](http://example.com/)",
      "- [write](mailto:info@example.com), [call](tel:+97140000000), [terms](/legal/terms/), [below](#faq), [filtered](?q=1)",
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
  it("names the file and the line counted from the body's first line, as the CMS's text box shows it, and quotes it", () => {
    const raw = `---\ntitle: "X"\ndescription: "Y"\n---\n\nIntro.\n\n<script>alert(1)</script>\n`;
    const { body: content } = readFrontmatter(raw);
    expect(
      checkBody({ reader: bodyTools, kind: "service", file: "content/services/x.mdx", body: content }).map(
        formatProblem,
      ),
    ).toEqual([
      `content/services/x.mdx: body line 4 at "<script>alert(1)</script>": <script> is not allowed: ${componentsHint}`,
    ]);
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
            return {
              file,
              problems: checkBody({ reader: bodyTools, kind, file, body: readFrontmatter(raw).body }),
            };
          });
      }),
    );
    expect(checked.length).toBeGreaterThan(40);
    expect(checked.flatMap(({ problems }) => problems.map(formatProblem))).toEqual([]);
  });
});
