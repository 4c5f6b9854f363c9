/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";
import {
  GATSBY_PAGE_ROOT,
  gatsbyDataScripts,
  gatsbyLoader,
  serviceWorkerRegistration,
  withGatsbyPagePath,
} from "../../src/lib/gatsby-internals";
import { withScriptsAfterPaint } from "../../src/build/scripts-after-paint";
import { isSiteScript } from "../../src/build/site-scripts";

/**
 * Each check reads the installed gatsby package (its runtime in cache-dir/, its build in dist/) for
 * what src/lib/gatsby-internals.ts relies on, so an upgrade that changes it fails here, without a build.
 */
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const gatsbySource = (file: string) => fs.readFileSync(path.join(gatsbyDir, file), "utf8");

describe("Gatsby's scripts slice", () => {
  it("is where Gatsby's build puts it, and the post-build step finds and starts its scripts after paint", async () => {
    // static-entry.js renders the slice's place at the end of the body...
    expect(gatsbySource("cache-dir/commonjs/static-entry.js")).toContain("sliceId: `_gatsby-scripts`");
    const { ServerSliceRenderer } = require(path.join(gatsbyDir, "cache-dir/commonjs/slice/server-slice-renderer.js"));
    const place = (ServerSliceRenderer({ sliceId: "_gatsby-scripts" }) as ReactElement[])
      .map((element) => renderToStaticMarkup(element))
      .join("");
    // ...the stats extractor writes the slice's scripts in this form...
    const extractor = gatsbySource("dist/utils/gatsby-webpack-stats-extractor.js");
    expect(extractor).toContain("`_gatsby-scripts-1.html`");
    expect(extractor).toContain('`<script src="${this.publicPath}/${asset}" async></script>`');
    // ...and Gatsby's own stitching puts them in the page, as every built page is made.
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-slice-"));
    try {
      fs.mkdirSync(path.join(publicDir, "_gatsby", "slices"), { recursive: true });
      fs.writeFileSync(
        path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"),
        `<script>window.___webpackCompilationHash="abc123";</script><script src="/app-1.js" async></script>`,
      );
      fs.writeFileSync(
        path.join(publicDir, "index.html"),
        `<html><body><div ${GATSBY_PAGE_ROOT}></div>${place}</body></html>`,
      );
      const { stitchSliceForAPage } = require(path.join(gatsbyDir, "dist/utils/slices/stitching.js"));
      await stitchSliceForAPage({ pagePath: "/", publicDir });
      const page = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
      expect(withScriptsAfterPaint(page, "index.html")).toContain('<script data-scripts="/app-1.js">');
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it("holds data scripts in the forms the security headers allow", () => {
    const extractor = gatsbySource("dist/utils/gatsby-webpack-stats-extractor.js");
    expect(extractor).toContain("`window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`");
    expect(extractor).toContain('`<script>window.___webpackCompilationHash="${stats.hash}";</script>`');
    expect(isSiteScript(`window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app.js"] }))};`)).toBe(true);
    expect(isSiteScript('window.___webpackCompilationHash="474914059ddddb967585";')).toBe(true);
  });
});

describe("window.pagePath", () => {
  /** The page-path script static-entry.js writes, made by its own template for `pagePath`. */
  const pagePathScript = (pagePath: string) => {
    const template = /const windowPageData = (`\/\*<!\[CDATA\[\*\/window\.pagePath=.*`);\n/.exec(
      gatsbySource("cache-dir/commonjs/static-entry.js"),
    );
    expect(template).not.toBeNull();
    const env = { GATSBY_SLICES: "true" };
    return new Function("pagePath", "process", "inlinePageData", `return ${template![1]};`)(pagePath, { env }, false);
  };

  it("is written in the form the security headers allow and the not-found pages rewrite", () => {
    const script = pagePathScript("/services/x/");
    expect(gatsbyDataScripts.some((form) => form.test(script))).toBe(true);
    const page = `<script id="gatsby-script-loader">${script}</script>`;
    expect(withGatsbyPagePath(page, "/404.html")).toBe(
      `<script id="gatsby-script-loader">${pagePathScript("/404.html")}</script>`,
    );
  });

  it("is one Gatsby's client does not send a visitor on from when it is /404.html", () => {
    const app = gatsbySource("cache-dir/production-app.js");
    expect(app).toContain("const { pagePath, location: browserLoc } = window");
    expect(app).toContain("pagePath.match(/^\\/(404|500)(\\/?|.html)$/)");
  });
});

describe("window.___loader", () => {
  it("is Gatsby's public loader, with the enqueue and hovering that Link calls", () => {
    const property = /^window\.(\w+) = publicLoader$/m.exec(gatsbySource("cache-dir/production-app.js"));
    expect(property).not.toBeNull();
    const publicLoaderOnWindow = { enqueue: () => undefined, hovering: () => undefined };
    const global = globalThis as { window?: object };
    global.window = { [property![1]]: publicLoaderOnWindow };
    try {
      expect(gatsbyLoader()).toBe(publicLoaderOnWindow);
    } finally {
      delete global.window;
    }
    const publicLoader = /export const publicLoader = \{([\s\S]*?)\n\}/.exec(gatsbySource("cache-dir/loader.js"));
    expect(publicLoader?.[1]).toMatch(/^\s*enqueue: rawPath => /m);
    expect(publicLoader?.[1]).toMatch(/^\s*hovering: rawPath => /m);
  });
});

describe("the service-worker registration", () => {
  it("is the module the runtime requires from .cache, which the app bundle leaves out", () => {
    const required = /require\(`(\.\/register-service-worker)`\)/.exec(gatsbySource("cache-dir/production-app.js"));
    expect(required).not.toBeNull();
    expect(serviceWorkerRegistration.resourceRegExp.test(required![1])).toBe(true);
    expect(fs.existsSync(path.join(gatsbyDir, "cache-dir/register-service-worker.js"))).toBe(true);
    // Gatsby copies cache-dir/ into the site's .cache, the folder the ignore rule names.
    const initialize = gatsbySource("dist/services/initialize.js");
    expect(initialize).toContain("const cacheDirectory = `${program.directory}/.cache`;");
    expect(initialize).toMatch(
      /const srcDir = `\$\{__dirname\}\/\.\.\/\.\.\/cache-dir`;\s+const siteDir = cacheDirectory;/,
    );
    expect(serviceWorkerRegistration.contextRegExp.test(path.join("/site", ".cache"))).toBe(true);
  });
});
