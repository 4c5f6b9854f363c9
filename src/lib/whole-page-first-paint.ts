/**
 * The first paint shows the whole page, not the empty document.
 *
 * Chromium lays out and paints whenever its HTML parser pauses, and the parser pauses by the
 * clock, not at a sensible place: in most loads of the home page it paused inside the <head>,
 * so Chromium laid out and painted the empty document, then laid out the whole page a moment
 * later. That second, real layout came after the first paint, where it blocks input, and
 * Lighthouse counts it as blocking time. HTML's `expect` link
 * (https://html.spec.whatwg.org/multipage/links.html#link-type-expect; Chromium 124 and later,
 * ignored elsewhere) holds rendering until the element it names is in the document. It names
 * Gatsby's route announcer, the empty element Gatsby writes last in every page: Chromium lets
 * rendering go once the element is inserted, before its content is parsed, so a container would
 * not do. The first layout and paint are then of the whole page.
 *
 * Holding the paint costs a visitor nothing when that part of the HTML arrives in the first
 * round trip of the connection. A page whose HTML up to there is larger would show nothing until
 * its later packets had arrived, so it gets no link and paints as it arrives.
 */
import zlib from "zlib";

const lastElement = "gatsby-announcer";
export const wholePageFirstPaintLink = `<link rel="expect" href="#${lastElement}" blocking="render"/>`;

/**
 * What the first round trip of a connection carries of the HTML. TCP's initial window is 10
 * segments, about 14 KB (RFC 6928); by the time the page is sent, the TLS handshake's acknowledged
 * segments have widened it by a few more, which the response's headers mostly take (about 5 KB in
 * _headers with the two content policies, less on the wire with HTTP/2's header compression).
 * Counted as gzip at its default level: Brotli, which Chromium asks for, is smaller.
 */
export const firstRoundTripBytes = 12 * 1024;

const charsetMeta = '<meta charSet="utf-8"/>';
const gatsbyScriptsStart = '<!-- slice-start id="_gatsby-scripts-1" -->';

/** The bytes, gzipped, of a built page up to the end of its visible part (where Gatsby's scripts begin). */
export const visiblePartBytes = (html: string, file: string): number => {
  const end = html.indexOf(gatsbyScriptsStart);
  if (end < 0) throw new Error(`${file}: Gatsby's scripts (the _gatsby-scripts slice) were not found`);
  return zlib.gzipSync(html.slice(0, end)).length;
};

/**
 * A built page whose first paint waits for its whole visible part, when that part arrives in the
 * first round trip. `file` names the page in the error thrown when the page is not laid out as
 * Gatsby writes it (a Gatsby upgrade).
 */
export const withWholePageFirstPaint = (html: string, file: string): string => {
  // An incremental build leaves the pages it did not render as the last build finished them.
  if (html.includes(wholePageFirstPaintLink)) return html;
  if (!html.includes(charsetMeta)) throw new Error(`${file}: no ${charsetMeta} at the start of the <head>`);
  if (!html.includes(`<div id="${lastElement}"`)) throw new Error(`${file}: no element with the id ${lastElement}`);
  if (visiblePartBytes(html, file) > firstRoundTripBytes) return html;
  // First in the head, before the parser can pause: right after the character encoding.
  return html.replace(charsetMeta, `${charsetMeta}${wholePageFirstPaintLink}`);
};
