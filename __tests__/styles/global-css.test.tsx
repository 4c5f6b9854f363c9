import type { ReactElement, ReactNode } from "react";
import { onRenderBody } from "../../gatsby-ssr";
import arabicFontParts from "../../src/styles/arabic-font-parts.json";
import { ARABIC_FAMILY, arabicFallbackCss, arabicTypeCss } from "../../src/styles/arabic-type";
import { fallbackFace } from "../../src/styles/fallback-face";
import { LATIN_UNICODE_RANGE, latinTypeCss } from "../../src/styles/latin-type";
import { globalCss } from "../../src/styles/global-css";
import { LATIN_FAMILIES, colors, fontStacks, lineHeightsOf } from "../../src/styles/theme";

/** Without white space, to compare CSS however it was serialized. */
const squash = (text: string) => text.replace(/\s+/g, "");

/** The text of the <head> components gatsby-ssr adds to the page at `pathname` (squashed). */
const headOf = (pathname: string) => {
  const components: ReactElement[] = [];
  onRenderBody!(
    { pathname, setHeadComponents: (added: ReactNode[]) => components.push(...(added as ReactElement[])) } as never,
    { plugins: [] },
  );
  // Each is a <style> or <script> whose text is its dangerouslySetInnerHTML.
  return squash(
    components
      .map((component) => (component.props as { dangerouslySetInnerHTML?: { __html: string } }).dangerouslySetInnerHTML)
      .map((inner) => inner?.__html ?? "")
      .join("\n"),
  );
};

const fontFaces = (cssText: string) => cssText.match(/@font-face\s*\{[^}]*\}/g) ?? [];

describe("the global styles", () => {
  it("are in the head of every page, in either language, before the Arabic type that overrides them", () => {
    for (const pathname of ["/", "/services/wills/", "/ar/", "/ar/404.html"]) {
      const head = headOf(pathname);
      expect(head).toContain(squash(globalCss));
      if (pathname.startsWith("/ar/"))
        expect(head.indexOf(squash(globalCss))).toBeLessThan(head.indexOf('[lang="ar"]{'));
    }
  });

  it("set the page's type, colours and focus ring, and theme the consent banner", () => {
    const cssText = squash(globalCss);
    expect(cssText).toContain(`body{margin:0;font-family:var(--font-sans)`);
    expect(cssText).toContain(`:focus-visible{outline:3pxsolid${colors.focus}`);
    expect(cssText).toContain(`#cc-main{--cc-font-family:var(--font-sans)`);
    expect(cssText).toContain(`--cc-btn-primary-bg:${colors.navy}`);
    expect(cssText).toContain("@media(max-width:959.98px){html{scroll-padding-bottom:");
  });
});

describe("the Arabic typeface", () => {
  it("is declared in the head of Arabic pages: 400 and 700, each as its letters and its digits, woff2, swap", () => {
    for (const pathname of ["/ar/", "/ar/services/wills/", "/ar/404.html"]) {
      const faces = fontFaces(headOf(pathname)).filter((face) =>
        face.includes(`font-family:"${squash(ARABIC_FAMILY)}"`),
      );
      expect(faces).toHaveLength(4);
      const expected = [400, 700].flatMap((weight) => [
        { weight, range: arabicFontParts.arabic },
        { weight, range: arabicFontParts.latin },
      ]);
      for (const [face, { weight, range }] of faces.map((face, index) => [face, expected[index]] as const)) {
        expect(face).toContain(`font-family:"${squash(ARABIC_FAMILY)}"`);
        expect(face).toContain(`font-weight:${weight}`);
        expect(face).toContain("font-display:swap");
        expect(face).toMatch(/src:url\("[^"]+"\)format\("woff2"\)/);
        expect(face).toContain(`unicode-range:${range}`);
      }
    }
  });

  it("draws the space, the digits and the full stop in Arabic text itself, so «24 ساعة» is one face", () => {
    expect(arabicFontParts.latin).toBe("U+0020-003A");
    expect(arabicFontParts.arabic).not.toMatch(/U\+00/);
  });

  it("is applied by the element that says lang=ar, with Arabic line heights; Latin inside keeps its stacks", () => {
    const cssText = squash(arabicTypeCss);
    const arabicRule = cssText.match(/\[lang="ar"\]\{([^}]*)\}/)?.[1] ?? "";
    expect(arabicRule).toContain(`--font-sans:${squash(fontStacks.arabic)}`);
    expect(arabicRule).toContain(`--font-serif:${squash(fontStacks.arabic)}`);
    expect(arabicRule).toContain(`--line-height-body:${lineHeightsOf.arabic.body}`);
    expect(arabicRule).toContain("font-family:var(--font-sans)");
    expect(fontStacks.arabic.startsWith(`"${ARABIC_FAMILY}", `)).toBe(true);
    const latinInside = cssText.match(/\[lang="ar"\]\[lang="en"\]\{([^}]*)\}/)?.[1] ?? "";
    expect(latinInside).toContain(`--font-serif:${squash(fontStacks.serif)}`);
  });

  it("is not on English pages, and in no page's global styles", () => {
    for (const pathname of ["/", "/services/", "/archive/"])
      expect(headOf(pathname)).not.toContain(squash(ARABIC_FAMILY));
    const cssText = squash(globalCss);
    expect(fontFaces(cssText)).toEqual([]);
    expect(cssText).not.toContain('[lang="ar"]');
    expect(cssText).toContain(`--font-serif:${squash(fontStacks.serif)}`);
    expect(cssText).toContain(`--font-sans:${squash(fontStacks.sans)}`);
    expect(cssText).toContain(`--line-height-body:${lineHeightsOf.latin.body}`);
  });
});

/** The local fonts sized like the web fonts, in the order the stacks name them: Windows and macOS, Linux, Android (each family a face per weight: latin-fallbacks.test.ts). */
const latinFallbackFamilies = [
  LATIN_FAMILIES.sansFallback,
  LATIN_FAMILIES.sansFallbackAndroid,
  LATIN_FAMILIES.serifFallback,
  LATIN_FAMILIES.serifFallbackTimes,
  LATIN_FAMILIES.serifFallbackAndroid,
].map(squash);

describe("the Latin typefaces", () => {
  it("are declared in the head of every English page: IBM Plex Sans 400 and 700, Source Serif 4 700, the site's subset, swap", () => {
    for (const pathname of ["/", "/services/wills/"]) {
      const faces = fontFaces(headOf(pathname)).filter((face) => face.includes("src:url("));
      expect(faces.map((face) => /font-family:"([^"]+)";.*font-weight:(\d+)/.exec(face)!.slice(1).join(" "))).toEqual([
        "IBMPlexSans 400",
        "IBMPlexSans 700",
        "SourceSerif4 700",
      ]);
      for (const face of faces) {
        expect(face).toContain("font-display:swap");
        expect(face).toContain(`unicode-range:${LATIN_UNICODE_RANGE}`);
      }
    }
  });

  it("are not declared on an Arabic page, whose few Latin words use the metric-matched fallbacks", () => {
    const faces = fontFaces(headOf("/ar/"));
    expect(faces.filter((face) => face.includes("src:url(") && !face.includes(squash(ARABIC_FAMILY)))).toEqual([]);
    expect(
      faces
        .filter((face) => face.includes("src:local(") && !face.includes(squash(ARABIC_FAMILY)))
        .map((face) => /font-family:"([^"]+)"/.exec(face)![1])
        .filter((family, index, families) => families.indexOf(family) === index),
    ).toEqual(latinFallbackFamilies);
    // Its Arabic text has fallbacks of its own, sized like the Arabic face (arabic-fallbacks.test.ts).
    expect(headOf("/ar/")).toContain(squash(arabicFallbackCss));
  });

  it("are what the text and headings use first, each followed by its metric-matched fallbacks (one per system)", () => {
    const { sans, sansFallback, sansFallbackAndroid, serif, serifFallback, serifFallbackTimes, serifFallbackAndroid } =
      LATIN_FAMILIES;
    expect(fontStacks.sans.startsWith(`"${sans}", "${sansFallback}", "${sansFallbackAndroid}", `)).toBe(true);
    expect(
      fontStacks.serif.startsWith(
        `"${serif}", "${serifFallback}", "${serifFallbackTimes}", "${serifFallbackAndroid}", `,
      ),
    ).toBe(true);
    const fallbacks = fontFaces(squash(latinTypeCss)).filter((face) => face.includes("src:local("));
    expect([...new Set(fallbacks.map((face) => /font-family:"([^"]+)"/.exec(face)![1]))]).toEqual(
      latinFallbackFamilies,
    );
  });

  it("size a local font to the web font's letter width and line metrics, so nothing moves when it swaps in", () => {
    // A web font whose letters are 10% wider than the local font's, with a 1.1 em ascent, 0.3 em descent.
    const local = { ascent: 900, descent: -100, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 500 };
    const font = { ascent: 1100, descent: -300, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 550 };
    expect(fallbackFace("Web Fallback", font, local, ["Arial"])).toBe(
      '@font-face{font-family:"Web Fallback";src:local("Arial");size-adjust:110.00%;ascent-override:100.00%;' +
        "descent-override:27.27%;line-gap-override:9.09%}",
    );
  });

  it("preload on English pages the two files their first screen draws with; Arabic pages their four Arabic files", () => {
    const preloads = (pathname: string) => {
      const components: ReactElement[] = [];
      onRenderBody!(
        { pathname, setHeadComponents: (added: ReactNode[]) => components.push(...(added as ReactElement[])) } as never,
        { plugins: [] },
      );
      return components
        .filter((component) => component.type === "link")
        .map((component) => (component.props as { href: string }).href);
    };
    expect(preloads("/")).toHaveLength(2);
    expect(preloads("/ar/")).toHaveLength(4);
  });
});
