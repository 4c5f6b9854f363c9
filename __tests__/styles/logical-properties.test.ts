import fs from "fs";
import path from "path";

/**
 * Right to left by CSS logical properties: a style that names a physical side of the line
 * (left, right) stays put when an Arabic page turns the line around, so the site's styles name
 * the inline start and end instead (paddingInlineStart, insetInlineStart, textAlign "start"…),
 * which in English are the same as left and right. This reads the styles' source and fails,
 * naming file and line, on a physical inline-direction property, unless the allow-list below
 * says why it is right in both directions. It also fails on an arrow glyph that Unicode does
 * not mirror (→) unless the line draws it through `mirrorInRtl` (src/styles/direction.ts).
 */

const root = path.join(__dirname, "../..");

/** Where the site's styles are written: Emotion objects in components, pages, templates and styles. */
const scanned = ["src/components", "src/styles", "src/pages", "src/templates"];

interface Allowed {
  file: string;
  /** A piece of the line that is allowed. */
  text: string;
  reason: string;
}

/** Physical values that are right in both directions. */
const allowed: readonly Allowed[] = [
  {
    file: "src/components/TestimonialCarousel.tsx",
    text: 'direction: "ltr",',
    reason: "the arrows' glyphs are chosen for the page's direction (arrowGlyphs): Bidi mirroring would turn them back",
  },
  {
    file: "src/components/home/Hero.tsx",
    text: "linear-gradient(135deg",
    reason: "the hero band's shading is decoration, not reading order: the same light in both directions",
  },
  {
    file: "src/styles/arabic-type.ts",
    text: '`[lang="ar"] code{direction:ltr;unicode-bidi:isolate}`',
    reason: "code in Arabic text (a cookie's name) is Latin, always left to right: what <bdi dir=ltr> would do",
  },
];

interface Rule {
  what: string;
  /** Tests one line with comments removed. */
  test: (line: string) => boolean;
}

/** "${space.xl} 0 ${space.section}" → ["${space.xl}", "0", "${space.section}"]. */
const shorthandTokens = (value: string) => value.match(/\$\{[^}]*\}|[^\s$]+/g) ?? [];

/** The quoted value of a style property written as `name: "…"` (or `…`), if the line has one. */
const quotedValues = (line: string, names: string) =>
  [...line.matchAll(new RegExp(`\\b(?:${names})["']?\\s*:\\s*(["'\`])(.*?)\\1`, "g"))].map((match) => match[2]);

// Physical arrows point the same way whatever the direction; Bidi_Mirrored characters (‹ › « » ( ) < >) do not.
const horizontalArrow =
  /[\u2190\u2192\u2194\u21A4\u21A6\u21D0\u21D2\u21D4\u21E6\u21E8\u27F5-\u27F7\u27F8-\u27FA\u2794\u2798-\u27AF\u27B1-\u27BE\u2B05\u2B06\u2B95\u25B6\u25B8\u25BA\u25C0\u25C2\u25C4]/u;

const rules: readonly Rule[] = [
  {
    what: "a physical side property (…Left, …Right): use …InlineStart / …InlineEnd",
    test: (line) => /\b(?:margin|padding|border|scrollMargin|scrollPadding|inset)(?:Left|Right)\w*["']?\s*:/.test(line),
  },
  {
    what: "a physical corner (borderTopLeftRadius…): use borderStartStartRadius…",
    test: (line) =>
      /\bborder(?:Top|Bottom)(?:Left|Right)Radius\b|border-(?:top|bottom)-(?:left|right)-radius/.test(line),
  },
  {
    what: "a physical side in CSS text (padding-left…): use padding-inline-start…",
    test: (line) => /\b(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b/.test(line),
  },
  {
    what: "left: / right: placement: use insetInlineStart / insetInlineEnd",
    test: (line) => /(?:^|[\s{,;"'`])["']?(?:left|right)["']?\s*:/.test(line),
  },
  {
    what: 'a physical alignment or float (textAlign "left"…): use "start" / "end"',
    test: (line) =>
      /\b(?:textAlign|text-align|float|clear|justifySelf|justify-self|justifyItems|justify-items|justifyContent|justify-content|backgroundPosition|background-position)["']?\s*:\s*["'`]?[^"'`,;}]*\b(?:left|right)\b/.test(
        line,
      ),
  },
  {
    what: "a horizontal translate (placement that does not turn with the line): mirror it or use logical insets",
    test: (line) => /\btranslate(?:X|3d)?\(/.test(line),
  },
  {
    what: "a CSS direction: the page's dir attribute sets it (and <bdi> or dir= on an element)",
    test: (line) => /\b(?:direction|unicodeBidi|unicode-bidi)["']?\s*:/.test(line),
  },
  {
    what: "a four-value margin/padding/inset/border shorthand whose right and left differ: use the Inline properties",
    test: (line) =>
      quotedValues(line, "margin|padding|inset|borderWidth|borderStyle|borderColor|scrollMargin|scrollPadding")
        .map(shorthandTokens)
        .some((tokens) => tokens.length === 4 && tokens[1] !== tokens[3]),
  },
  {
    what: "a border radius by corners: use borderStartStartRadius…",
    test: (line) =>
      quotedValues(line, "borderRadius|border-radius")
        .map(shorthandTokens)
        .some((tokens) => tokens.length > 1 && new Set(tokens).size > 1),
  },
  {
    what: "a gradient by a physical side or angle: mirror it in right to left",
    test: (line) => /linear-gradient\(\s*(?:to (?:left|right)|-?\d+(?:\.\d+)?deg)/.test(line),
  },
  {
    what: "an arrow that Unicode does not mirror (→): draw it in an element styled mirrorInRtl",
    test: (line) => horizontalArrow.test(line) && !line.includes("mirrorInRtl"),
  },
];

interface Finding {
  file: string;
  line: number;
  text: string;
  what: string;
}

/** Each line of a source with its comments blanked (block comments may span lines; "https://" is not a comment). */
const codeLines = (source: string) => {
  let inBlock = false;
  return source.split("\n").map((raw) => {
    let line = raw;
    let out = "";
    while (line.length > 0) {
      if (inBlock) {
        const end = line.indexOf("*/");
        if (end === -1) return out;
        line = line.slice(end + 2);
        inBlock = false;
      } else {
        const start = line.search(/\/\*|(?:^|[^:])\/\//);
        if (start === -1) return out + line;
        const at = line.indexOf("/", start);
        out += line.slice(0, at);
        if (line.startsWith("/*", at)) {
          line = line.slice(at + 2);
          inBlock = true;
        } else return out;
      }
    }
    return out;
  });
};

/** The physical inline-direction styles of one source file that the allow-list does not cover. */
const physicalStyles = (file: string, source: string, allowList: readonly Allowed[] = allowed): Finding[] =>
  codeLines(source).flatMap((line, index) =>
    allowList.some((entry) => entry.file === file && line.includes(entry.text))
      ? []
      : rules
          .filter((rule) => rule.test(line))
          .map((rule) => ({ file, line: index + 1, text: line.trim(), what: rule.what })),
  );

const sourceFiles = (folder: string): string[] =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(path.join(folder, entry.name))
        : /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
          ? [path.join(folder, entry.name)]
          : [],
    );

const files = scanned.filter((folder) => fs.existsSync(path.join(root, folder))).flatMap(sourceFiles);
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const report = (findings: Finding[]) =>
  findings.map(({ file, line, text, what }) => `${file}:${line}: ${what}\n    ${text}`).join("\n");

describe("the site's styles turn with the page's direction", () => {
  it("reads the components, styles, pages and templates", () => {
    expect(files).toEqual(expect.arrayContaining(["src/components/Layout.tsx", "src/styles/global-css.ts"]));
    expect(files.length).toBeGreaterThan(30);
  });

  it("no physical inline-direction property, corner, alignment or unmirrored arrow outside the allow-list", () => {
    expect(report(files.flatMap((file) => physicalStyles(file, read(file))))).toBe("");
  });

  it("every allow-list entry still matches a line and gives its reason", () => {
    for (const entry of allowed) {
      expect(entry.reason.length).toBeGreaterThan(20);
      expect(codeLines(read(entry.file)).some((line) => line.includes(entry.text))).toBe(true);
    }
  });
});

describe("the check fails on a planted physical style", () => {
  it("names the file and line of a `left:` planted in a copy of the Layout's skip link", () => {
    const file = "src/components/Layout.tsx";
    const source = read(file);
    expect(physicalStyles(file, source)).toEqual([]);
    const planted = source.replace("insetInlineStart: space.md,", "left: space.md,");
    expect(planted).not.toBe(source);
    const findings = physicalStyles(file, planted);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file, text: "left: space.md," });
    expect(planted.split("\n")[findings[0].line - 1]).toContain("left: space.md,");
    expect(report(findings)).toMatch(/^src\/components\/Layout\.tsx:\d+: left: \/ right: placement/);
  });

  it.each([
    ["paddingLeft: space.lg,"],
    ["marginRight: 0,"],
    ['"li::before": { position: "absolute", left: 0 },'],
    ["right: space.md,"],
    ["borderLeft: `4px solid ${colors.gold}`,"],
    ["borderRightColor: colors.line,"],
    ["borderTopLeftRadius: radii.md,"],
    ['textAlign: "left",'],
    ['textAlign: "right",'],
    ['float: "left",'],
    ['justifySelf: "right",'],
    ['backgroundPosition: "left center",'],
    ['transform: "translateX(-50%)",'],
    ['direction: "ltr",'],
    ["padding: `0 ${space.md} 0 ${space.lg}`,"],
    ['margin: "0 1rem 0 0",'],
    ['borderRadius: "8px 0 0 8px",'],
    ["background: `linear-gradient(to right, ${colors.navy}, ${colors.navySoft})`,"],
    ['"&::after": { content: \'"→"\' },'],
    ["      Learn more →"],
    ['"& a": { "padding-left": "1rem" },'],
  ])("flags %s", (line) => {
    expect(physicalStyles("src/components/Planted.tsx", `const style = css({\n  ${line}\n});\n`)).toHaveLength(1);
  });

  it.each([
    ["paddingInlineStart: space.lg,"],
    ["insetInlineStart: 0,"],
    ["borderInlineStart: `4px solid ${colors.gold}`,"],
    ['textAlign: "start",'],
    ['textAlign: "center",'],
    ['margin: "0 auto",'],
    ["padding: `${space.xl} 0 ${space.section}`,"],
    ["padding: `${space.md} ${space.md} ${space.lg} ${space.md}`,"],
    ["inset: 0,"],
    ["borderRadius: radii.lg,"],
    ['borderRadius: "50%",'],
    ["content: '\"›\"',"],
    ["Learn more <span css={mirrorInRtl}>→</span>"],
    ["// the text on the left: a comment"],
    ['<a href="https://example.test/left: x">'],
    ['top: "-100px",'],
  ])("lets %s pass", (line) => {
    expect(physicalStyles("src/components/Planted.tsx", `const style = css({\n  ${line}\n});\n`)).toEqual([]);
  });

  it("an allow-list entry covers only its own file", () => {
    const line = "  background: `linear-gradient(135deg, ${colors.navyDeep} 0%, ${colors.navy} 100%)`,";
    expect(physicalStyles("src/components/home/Hero.tsx", line)).toEqual([]);
    expect(physicalStyles("src/components/Other.tsx", line)).toHaveLength(1);
  });
});
