/** @jest-environment node */
import fs from "fs";
import path from "path";
import { renderToStaticMarkup } from "react-dom/server";
import { Helmet } from "react-helmet";
import { Seo } from "../../src/components/Seo";
import { earlyDocumentScript } from "../../src/lib/embedded";
import { builtPages, unknownInlineScripts, writePostBuildFiles } from "../../src/build/post-build";
import { isSiteScript } from "../../src/build/site-scripts";
import { serviceLd } from "../../src/lib/structured-data";
import { mockSiteMetadata, SITE_URL } from "../support/gatsby";
import { InLanguage } from "../support/page-language";
import { temporaryDir } from "../support/temporary-dir";

beforeEach(mockSiteMetadata);

/** The inline scripts of a built page, written as Gatsby 5 and the site write them (public/services/index.html). */
const siteScripts = [
  `<script>${earlyDocumentScript}</script>`,
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/services/x/";/*]]>*/</script>`,
  `<script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-2da559ed77dd0d312ab1.js\\"],\\"polyfill\\":[]}";
          </script>`,
  `<script>window.___webpackCompilationHash="fc8f0bc915fd84d7a8e5";</script>`,
  `<script src="/app-2da559ed77dd0d312ab1.js" async></script>`,
];

/** What gatsby-plugin-image's onRenderBody would write into every page's head (gatsby-ssr.tsx takes it out). */
function imagePluginScript(): string {
  const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr");
  let script = "";
  onRenderBody({
    setHeadComponents: (elements: { type: string; props: { dangerouslySetInnerHTML?: { __html: string } } }[]) => {
      script = elements.find(({ type }) => type === "script")?.props.dangerouslySetInnerHTML?.__html ?? "";
    },
  });
  return script;
}

/** A built page: Gatsby's root element, then its scripts, the last four in its scripts slice. */
const page = (head: string, body = "<main>Text</main>") =>
  `<!DOCTYPE html><html><head>${head}</head><body><div id="___gatsby">${body}</div>${siteScripts.slice(0, 3).join("")}` +
  `<!-- slice-start id="_gatsby-scripts-1" -->${siteScripts.slice(3).join("")}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

const publicDir = (pages: Record<string, string>) => {
  const dir = temporaryDir("public-");
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
};

const payload = "</script><script>alert(1)</script>";

/** A service page's head as react-helmet renders it, with a description an attacker wrote. */
const headWith = (description: string) => {
  renderToStaticMarkup(
    <InLanguage path="/services/x/">
      <Seo
        title="X"
        description={description}
        path="/services/x/"
        structuredData={[
          serviceLd(SITE_URL, { name: "X", description, path: "/services/x/" }, { name: "Firm", areaServed: "UAE" }),
        ]}
      />
    </InLanguage>,
  );
  const head = Helmet.renderStatic();
  return `${head.meta.toString()}${head.script.toString()}`;
};

describe("the inline scripts the site writes", () => {
  it("are each recognised: Gatsby's data scripts and the early-document script", () => {
    expect(unknownInlineScripts([{ path: "/services/x/", file: "services/x/index.html", html: page("") }])).toEqual([]);
  });

  it.each([
    ["any other code", "alert(1)"],
    ["code after Gatsby's page path", `/*<![CDATA[*/window.pagePath="/x/";alert(1);/*]]>*/`],
    ["code in the chunk mapping's place", `window.___chunkMapping="{}";alert(1);`],
    ["a string that closes early", `window.___chunkMapping="{}"+alert(1)+"";`],
    ["a compilation hash that is not one", `window.___webpackCompilationHash=alert(1);`],
    ["the early-document script with a line added", `${earlyDocumentScript}alert(1)`],
    ["gatsby-plugin-image's lazy-load script, which no page uses", imagePluginScript()],
  ])("do not include %s", (_case, code) => {
    expect(code).not.toBe("");
    expect(isSiteScript(code)).toBe(false);
  });
});

describe("the post-build step", () => {
  it("writes the headers when every inline script is the site's own", () => {
    const dir = publicDir({ "index.html": page(""), "services/x/index.html": page(headWith("Plain words.")) });
    writePostBuildFiles(dir, SITE_URL);
    expect(fs.readFileSync(path.join(dir, "_headers"), "utf8")).toContain("Content-Security-Policy");
    // Including the one that starts Gatsby's scripts after the first paint (src/build/scripts-after-paint.ts).
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toContain(
      '<script data-scripts="/app-2da559ed77dd0d312ab1.js">',
    );
    expect(builtPages(dir).map(({ file }) => file)).toEqual(["index.html", "services/x/index.html"]);
  });

  it("refuses a page holding any other inline script, naming the page's file and the script's start, and writes no headers", () => {
    const dir = publicDir({
      "index.html": page(""),
      "services/x/index.html": page("", `<main><script>alert(document.cookie)</script></main>`),
    });
    expect(() => writePostBuildFiles(dir, SITE_URL)).toThrow(
      /A page holds an inline script the site does not write[\s\S]*\/services\/x\/index\.html: inline script "alert\(document\.cookie\)"/,
    );
    expect(fs.existsSync(path.join(dir, "_headers"))).toBe(false);
  });

  it("a description that tries to close the JSON-LD script stays inside it (< is escaped), so no script is added", () => {
    const head = headWith(payload);
    expect(head).not.toContain(payload);
    const ld = [...head.matchAll(/<script[^>]*ld\+json[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) =>
      JSON.parse(json),
    );
    expect(ld.find((data) => data["@type"] === "Service")?.description).toBe(payload);
    expect(unknownInlineScripts([{ path: "/services/x/", file: "services/x/index.html", html: page(head) }])).toEqual(
      [],
    );
  });

  it("and if it ever broke out, the post-build step would refuse the page", () => {
    const unescaped = `<script type="application/ld+json">${JSON.stringify({ description: payload })}</script>`;
    expect(
      unknownInlineScripts([{ path: "/services/x/", file: "services/x/index.html", html: page(unescaped) }]),
    ).toEqual(['public/services/x/index.html: inline script "alert(1)"']);
  });
});
