import path from "path";
import { builtPages, unknownInlineScripts } from "../../src/build/post-build";
import { executableInlineScripts } from "../../src/build/security-headers";

/** Every inline script of the built site is one the site writes itself: the CSP hashes no other. */
const pages = builtPages(path.resolve(__dirname, "../../public"));

test("every built page's inline scripts are recognised as the site's own", () => {
  expect(pages.length).toBeGreaterThan(20);
  expect(unknownInlineScripts(pages)).toEqual([]);
});

test("the recognition is not vacuous: each public page runs Gatsby's inline scripts and the site's", () => {
  const counts = pages
    .filter(({ path }) => !/^\/(admin|_gatsby)\//.test(path))
    .map(({ html }) => executableInlineScripts(html).length);
  expect(Math.min(...counts)).toBeGreaterThanOrEqual(4);
});

test("no page carries GatsbyImage's CSS or lazy-load script, which gatsby-plugin-image adds to every head: no page uses GatsbyImage", () => {
  const withImagePluginHead = pages
    .filter(({ html }) => /gatsby-image-wrapper|<script type="module">/.test(html))
    .map(({ file }) => file);
  expect(withImagePluginHead).toEqual([]);
});
