import { render } from "@testing-library/react";
import { FrameStyles } from "../../src/cms/FrameStyles";
import { ARABIC_FAMILY } from "../../src/styles/arabic-type";
import { colors } from "../../src/styles/theme";

/** The rules in the document's style sheets, without white space. */
const documentCss = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join("\n")
    .replace(/\s+/g, "");

test("a preview frame gets the site's global styles and the Arabic type, as the site's pages have them in their head", () => {
  const { unmount } = render(
    <FrameStyles frame={document}>
      <p>Preview</p>
    </FrameStyles>,
  );
  const cssText = documentCss();
  expect(cssText).toContain(`--cc-btn-primary-bg:${colors.navy}`);
  expect(cssText).toMatch(/body\{margin:0(px)?;font-family:var\(--font-sans\)/);
  expect(cssText).toContain(`font-family:"${ARABIC_FAMILY.replace(/\s+/g, "")}"`);
  unmount();
});
