import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { onRenderBody } from "../../gatsby-ssr";
import { ARABIC_FAMILY, ARABIC_UNICODE_RANGE, arabicTypeCss } from "../../src/styles/arabic-type";
import { GlobalStyles } from "../../src/styles/GlobalStyles";
import { fontStacks, lineHeightsOf } from "../../src/styles/theme";

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

/** The rules Emotion inserts into the document for GlobalStyles (squashed). */
const globalCss = () => {
  const { unmount } = render(<GlobalStyles />);
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  unmount();
  return squash(rules.join("\n"));
};

const fontFaces = (cssText: string) => cssText.match(/@font-face\s*\{[^}]*\}/g) ?? [];

describe("the Arabic typeface", () => {
  it("is declared in the head of Arabic pages: 400 and 700, woff2, swap, Arabic letters only", () => {
    for (const pathname of ["/ar/", "/ar/services/wills/", "/ar/404.html"]) {
      const faces = fontFaces(headOf(pathname));
      expect(faces).toHaveLength(2);
      for (const [face, weight] of faces.map((face, index) => [face, [400, 700][index]] as const)) {
        expect(face).toContain(`font-family:"${squash(ARABIC_FAMILY)}"`);
        expect(face).toContain(`font-weight:${weight}`);
        expect(face).toContain("font-display:swap");
        expect(face).toMatch(/src:url\("[^"]+"\)format\("woff2"\)/);
        expect(face).toContain(`unicode-range:${ARABIC_UNICODE_RANGE}`);
      }
    }
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

  it("is not on English pages, and in no page's global styles: the Latin stacks as before", () => {
    for (const pathname of ["/", "/services/", "/archive/"]) {
      expect(fontFaces(headOf(pathname))).toEqual([]);
      expect(headOf(pathname)).not.toContain(squash(ARABIC_FAMILY));
    }
    const cssText = globalCss();
    expect(fontFaces(cssText)).toEqual([]);
    expect(cssText).not.toContain('[lang="ar"]');
    expect(cssText).toContain(`--font-serif:${squash(fontStacks.serif)}`);
    expect(cssText).toContain(`--font-sans:${squash(fontStacks.sans)}`);
    expect(cssText).toContain(`--line-height-body:${lineHeightsOf.latin.body}`);
  });
});
