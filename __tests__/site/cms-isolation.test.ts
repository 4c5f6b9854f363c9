import fs from "fs";
import path from "path";
import { builtPages } from "../../src/build/post-build";
import { routes } from "../../src/lib/routes";
import { assertBuilt, publicDir, readPage } from "./support/public";
import { sitemapRoutes } from "./support/routes";

/**
 * The CMS is for editors only: built at /admin/ with its three collections, never indexed,
 * and nothing of it reaches a public page's first load.
 */
beforeAll(assertBuilt);

const publicPages = () => builtPages(publicDir).filter((page) => !page.path.startsWith(routes.cms));
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src);

test("/admin/ is built, loads the CMS and its configuration, and tells robots to stay away", () => {
  const admin = readPage(routes.cms);
  expect(admin).toContain('<meta name="robots" content="none">');
  expect(scriptsOf(admin).map((src) => src.replace(/\?.*$/, ""))).toEqual([
    "react.production.min.js",
    "react-dom.production.min.js",
    "decap-cms-app.js",
    "cms.js",
  ]);
  const cms = fs.readFileSync(path.join(publicDir, routes.cms, "cms.js"), "utf8");
  for (const collection of ["Services", "Legal documents", "Pages"]) expect(cms).toContain(`"${collection}"`);
});

test("/admin/ ships Decap's and React's prebuilt files as they were published (not minified again: Decap's source map matches)", () => {
  for (const [file, from] of [
    ["decap-cms-app.js", "decap-cms-app/dist/decap-cms-app.js"],
    ["react-dom.production.min.js", "react-dom/umd/react-dom.production.min.js"],
  ])
    expect({
      file,
      asPublished: fs
        .readFileSync(path.join(publicDir, routes.cms, file))
        .equals(fs.readFileSync(path.join(publicDir, "../node_modules", from))),
    }).toEqual({
      file,
      asPublished: true,
    });
});

test("/admin/ is not in the sitemap", () => {
  expect(sitemapRoutes().some((route) => route.startsWith(routes.cms))).toBe(false);
  expect(sitemapRoutes().length).toBeGreaterThan(20);
});

test("no public page links to or loads anything of the CMS", () => {
  const pages = publicPages();
  expect(pages.length).toBeGreaterThan(25);
  for (const { path: route, html } of pages) {
    expect({ route, admin: html.includes(`"${routes.cms}`) }).toEqual({ route, admin: false });
    for (const src of scriptsOf(html)) {
      const code = fs.readFileSync(path.join(publicDir, src), "utf8");
      expect({ route, src, decap: /decap|netlify-identity/i.test(code) }).toEqual({ route, src, decap: false });
    }
  }
});
