/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { ComponentType, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import { evaluate } from "@mdx-js/mdx";
import { MDXProvider, useMDXComponents } from "@mdx-js/react";
import { contentKinds, type ContentKind } from "../../src/content-model";
import { DocumentBody } from "../../src/components/DocumentBody";
import { legalMdxComponents } from "../../src/components/LegalFacts";
import { mdxComponents } from "../../src/components/MdxComponents";
import { languages, type Lang } from "../../src/languages";
import { PageLanguageProvider } from "../../src/i18n/PageLanguage";
import { uiStrings } from "../../src/data/ui";
import { bodyTools } from "../../src/content-pipeline/body-tools-bundled";
import { contentFilesIn } from "../support/content-files";
import { bodyTreeOf } from "../../src/content-pipeline/body-to-tree";
import type { BodyTree } from "../../src/lib/body-tree";
import { readBody } from "../../src/content-pipeline/body-policy";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";

const root = path.resolve(__dirname, "../..");
const documents = contentKinds.flatMap((kind) =>
  languages.flatMap((lang) => contentFilesIn(root, kind, lang).map((file) => ({ kind, lang, file }))),
);

const treeOf = (body: string): BodyTree => bodyTreeOf(bodyTools, readBody(bodyTools, body, "legal").tree);

/** A document's body inside what its page provides: the language, its words, and the components of its kind. */
const AsOnItsPage = ({ kind, lang, children }: { kind: ContentKind; lang: Lang; children: ReactNode }) => (
  <PageLanguageProvider value={{ lang, alternates: { en: "/", ar: "/ar/" }, ui: uiStrings[lang] }}>
    <MDXProvider components={mdxComponents}>
      {kind === "legal" ? <MDXProvider components={legalMdxComponents}>{children}</MDXProvider> : children}
    </MDXProvider>
  </PageLanguageProvider>
);

describe("DocumentBody", () => {
  // What the site showed until bodies became data: each body compiled by MDX and run with the same components.
  it.each(documents)("renders $file exactly as MDX compiled it", async ({ kind, lang, file }) => {
    const { body } = readFrontmatter(fs.readFileSync(path.join(root, file), "utf8"));
    const { default: Compiled } = (await evaluate(body, { ...runtime, useMDXComponents } as Parameters<
      typeof evaluate
    >[1])) as { default: ComponentType };
    const asData = renderToStaticMarkup(
      <AsOnItsPage kind={kind} lang={lang}>
        <DocumentBody tree={treeOf(body)} />
      </AsOnItsPage>,
    );
    const compiled = renderToStaticMarkup(
      <AsOnItsPage kind={kind} lang={lang}>
        <Compiled />
      </AsOnItsPage>,
    );
    // The one difference: each ## heading carries its section's anchor, which "On this page" links to.
    const anchors = [...asData.matchAll(/<h2 id="(section-\d+)">/g)].map((match) => match[1]);
    expect(anchors).toEqual(anchors.map((_, index) => `section-${index + 1}`));
    expect(asData.replace(/<h2 id="section-\d+">/g, "<h2>")).toBe(compiled);
    expect(asData.length).toBeGreaterThan(500);
  });

  it("keeps components as names and links as addresses: nothing in the tree is code", () => {
    expect(treeOf("Call <FirmPhone /> or [write](mailto:a@b.ae).\n\n<BookACall />\n")).toEqual([
      ["p", null, "Call ", ["FirmPhone", null], " or ", ["a", { href: "mailto:a@b.ae" }, "write"], "."],
      "\n",
      ["BookACall", null],
    ]);
  });

  it("renders nothing for an element or a component the site does not provide, and no attribute but the allowed", () => {
    const html = renderToStaticMarkup(
      <AsOnItsPage kind="service" lang="en">
        <DocumentBody
          tree={[
            ["script", null, "alert(1)"],
            ["Unknown", null],
            ["p", { href: "x", onClick: "alert(1)", dangerouslySetInnerHTML: { __html: "<b>x</b>" } } as never, "text"],
          ]}
        />
      </AsOnItsPage>,
    );
    expect(html).toBe('<p href="x">text</p>');
  });

  it("renders no picture, whatever a tree holds: a picture's address would load before consent", () => {
    const html = renderToStaticMarkup(
      <AsOnItsPage kind="service" lang="en">
        <DocumentBody
          tree={[["p", null, ["img", { src: "https://www.google-analytics.com/g/collect?tid=G-X", alt: "chart" }]]]}
        />
      </AsOnItsPage>,
    );
    expect(html).toBe("<p></p>");
  });
});
