import crypto from "crypto";
import {
  firstRoundTripBytes,
  visiblePartBytes,
  wholePageFirstPaintLink,
  withWholePageFirstPaint,
} from "../../src/lib/whole-page-first-paint";

/** A page as Gatsby 5 writes it (public/index.html), its visible part holding `text`. */
const builtPage = (text: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>` +
  `<style>p{color:#222}</style></head><body><div id="___gatsby"><main><p>${text}</p></main><div id="gatsby-announcer"></div></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script src="/app.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

// Random letters do not compress, so this page's visible part cannot arrive in the first round trip.
const longText = crypto.randomBytes(firstRoundTripBytes * 2).toString("base64");

describe("a built page's first paint", () => {
  it("waits for the whole visible page: the expect link is the first thing in the head after the encoding", () => {
    const html = withWholePageFirstPaint(builtPage("Advocates in Dubai"), "public/index.html");
    expect(html).toContain(`<head><meta charSet="utf-8"/>${wholePageFirstPaintLink}<meta name="viewport"`);
    expect(html.replace(wholePageFirstPaintLink, "")).toBe(builtPage("Advocates in Dubai"));
  });

  it("is not held on a page whose visible part would need more than the first round trip to arrive", () => {
    const page = builtPage(longText);
    expect(visiblePartBytes(page, "public/long/index.html")).toBeGreaterThan(firstRoundTripBytes);
    expect(withWholePageFirstPaint(page, "public/long/index.html")).toBe(page);
  });

  it("counts only the visible part: Gatsby's scripts after it may be of any size", () => {
    const page = builtPage("Advocates in Dubai").replace(
      "<!-- slice-end",
      `<script>/*${longText}*/</script><!-- slice-end`,
    );
    expect(withWholePageFirstPaint(page, "public/index.html")).toContain(wholePageFirstPaintLink);
  });

  it("is left as it is on a page an earlier build already finished (an incremental build)", () => {
    const once = withWholePageFirstPaint(builtPage("Advocates in Dubai"), "public/index.html");
    expect(withWholePageFirstPaint(once, "public/index.html")).toBe(once);
  });

  it("stops the build, naming the file, when Gatsby writes the page in another way", () => {
    expect(() =>
      withWholePageFirstPaint(builtPage("x").replace('<meta charSet="utf-8"/>', ""), "public/x/index.html"),
    ).toThrow('public/x/index.html: no <meta charSet="utf-8"/> at the start of the <head>');
    expect(() =>
      withWholePageFirstPaint(builtPage("x").replace('<div id="gatsby-announcer"></div>', ""), "public/x/index.html"),
    ).toThrow("public/x/index.html: no element with the id gatsby-announcer");
    expect(() =>
      withWholePageFirstPaint(builtPage("x").replace(/<!-- slice-(start|end)[^>]*-->/g, ""), "public/x/index.html"),
    ).toThrow("public/x/index.html: Gatsby's scripts (the _gatsby-scripts slice) were not found");
  });
});
