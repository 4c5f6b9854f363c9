/**
 * Wiring only: content files become typed nodes (checked against the content model),
 * nodes become pages, and the CDN's files are written after the build.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode, SourceNodesArgs } from "gatsby";
import { contentKinds, contentModel, type ContentKind } from "./src/content-model";
import { alternatesOf, defaultLang, languages, localizedPath, type Lang } from "./src/languages";
import { pageTextsOf } from "./src/data/page-texts";
import { practiceIconOf } from "./src/data/practice-areas";
import { uiStrings } from "./src/data/ui";
import { type DocumentWords, documentWordsOf, uiStringsWith } from "./src/data/ui-strings";
import { buildMessages } from "./src/content-pipeline/build-messages";
import { contentTreeProblems } from "./src/content-pipeline/content-tree-check";
import { contentReport } from "./src/content-pipeline/content-report";
import { formatProblem } from "./src/content-pipeline/field-checks";
import { contentTypeDefs, nodeTypeOf } from "./src/build/content-schema";
import { serviceWorkerRegistration } from "./src/lib/gatsby-internals";
import { hasTwins, insightListings, type ListedInsight } from "./src/build/insight-pages";
import { writePostBuildFiles } from "./src/build/post-build";
import { type RelatedCandidate, relatedServicesOf } from "./src/build/related-services";
import { redirects, routes } from "./src/lib/routes";
import { loadContent } from "./src/content-pipeline/load-content";

/** The typed nodes (MdxService, MdxLegal, MdxPage, MdxInsight) there are now, by id. */
const contentNodes = (getNodesByType: SourceNodesArgs["getNodesByType"]) =>
  new Map(Object.values(nodeTypeOf).flatMap((type) => getNodesByType(type).map((node) => [node.id, node] as const)));

/** Before Gatsby reads content/: a file of the wrong kind, or frontmatter it would expand, stops here (content-tree-check.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = contentTreeProblems(process.cwd());
  if (problems.length > 0) reporter.panic(contentReport(problems, []));
};

/**
 * Reads the whole content (src/content-pipeline/load-content.ts), reports every problem in one message
 * (`gatsby build` stops on it, `gatsby develop` logs it) and makes one typed node per document. A node's
 * digest is over every field, those a translation takes from its English page included, so Gatsby's
 * cache never keeps a page made of an earlier English page.
 */
const sourceContent = async ({
  actions,
  reporter,
  createNodeId,
  createContentDigest,
  getNodesByType,
}: SourceNodesArgs) => {
  const { documents, report } = await loadContent(process.cwd());
  [...report.warnings, ...report.missingTranslations.map(formatProblem)].forEach((warning) => reporter.warn(warning));
  const message = contentReport(report.problems, report.placeholders);
  if (message) reporter.panicOnBuild(message);
  const gone = contentNodes(getNodesByType);
  for (const { kind, fields } of documents) {
    const id = createNodeId(`${fields.sourceFile} >>> ${nodeTypeOf[kind]}`);
    gone.delete(id);
    actions.createNode({
      ...fields,
      id,
      parent: null,
      children: [],
      internal: { type: nodeTypeOf[kind], contentDigest: createContentDigest(fields) },
    });
  }
  // A document deleted or now refused under `gatsby develop`; a build deletes the nodes it did not make itself.
  for (const node of gone.values()) actions.deleteNode(node);
};

let watcher: fs.FSWatcher | undefined;

/**
 * Under `gatsby develop` (and so `npm run cms`), the whole content is read again a moment after any file
 * under content/ changes: a translation follows its English page, and a page refused or made good shows so.
 */
const resourceOnChange = (source: () => Promise<void>) => {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  watcher ??= fs.watch(path.resolve("content"), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => (running = running.then(source)), 100);
  });
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  await sourceContent(args);
  if (process.env.gatsby_executing_command === "develop") resourceOnChange(() => sourceContent(args));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/** Fields resolved at query time from others: a service's icon is its practice group's (src/data/practice-areas.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    MdxService: {
      icon: {
        type: "JSON!",
        description: "The line icon of the service's practice group, as SVG elements (lucide-static's icon nodes).",
        resolve: (source: { group: string }) => practiceIconOf(source.group),
      },
    },
  });
};

interface DocumentNode {
  id: string;
  slug: string;
  lang: Lang;
  /** Services only. */
  title?: string;
  group?: string;
  order?: number | null;
  related?: string[] | null;
}

/**
 * One query for the documents of every kind, keyed by kind (services also with what choosing related ones
 * reads), and the insights' dates and topics for their lists.
 */
const documentsQuery = `query ContentPages {
  ${contentKinds
    .map(
      (kind) =>
        `${kind}: all${nodeTypeOf[kind]} { nodes { id slug lang${kind === "service" ? " title group order related" : ""} } }`,
    )
    .join("\n  ")}
  listedInsights: allMdxInsight { nodes { id slug lang date topics } }
}`;

/**
 * What every page is created with: its language, its twins' URLs and the interface's words it uses
 * (src/i18n/PageLanguage.tsx). A page without a twin (an insight written in one language) has no
 * hreflang; its language switch leads to the other language's list of insights.
 */
const languageContext = (
  lang: Lang,
  pathInDefaultLanguage: string,
  words: DocumentWords[] = [],
  { withTwins = true }: { withTwins?: boolean } = {},
) => ({
  lang,
  alternates: withTwins
    ? alternatesOf(pathInDefaultLanguage)
    : { ...alternatesOf(routes.insights), [lang]: localizedPath(lang, pathInDefaultLanguage) },
  ...(withTwins ? {} : { withoutTwin: true }),
  ui: uiStringsWith(uiStrings[lang], words),
});

const asCandidate = ({ slug, title = slug, group = "", order, related }: DocumentNode): RelatedCandidate => ({
  slug,
  title,
  group,
  order,
  related,
});

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const { from, to } of redirects)
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true });

  const result = await graphql<
    Record<ContentKind, { nodes: DocumentNode[] }> & { listedInsights: { nodes: ListedInsight[] } }
  >(documentsQuery);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(buildMessages.queryFailed(), result.errors);
    return;
  }
  const { data } = result;
  const listings = insightListings(data.listedInsights.nodes);
  const documentsOf = (kind: ContentKind) => data[kind]?.nodes ?? [];
  const documentsIn = (kind: ContentKind, lang: Lang) => documentsOf(kind).filter((document) => document.lang === lang);
  const routeOf = (kind: ContentKind, { lang, slug }: DocumentNode) =>
    localizedPath(lang, contentModel[kind].route(slug));
  for (const kind of contentKinds) {
    const twinsOptional = contentModel[kind].twins === "optional";
    const template = path.resolve(contentModel[kind].template);
    const withTwins = hasTwins(
      documentsOf(kind).map(({ lang, slug }) => ({ lang, path: contentModel[kind].route(slug) })),
    );
    for (const document of documentsOf(kind)) {
      const { id, lang, slug } = document;
      const related =
        kind === "service"
          ? { related: relatedServicesOf(asCandidate(document), documentsIn(kind, lang).map(asCandidate)) }
          : {};
      const pathInDefaultLanguage = contentModel[kind].route(slug);
      actions.createPage({
        path: routeOf(kind, document),
        // One component per kind: the body is data in the page's query (src/lib/body-tree.ts), not a module.
        component: template,
        context: {
          id,
          slug,
          ...languageContext(lang, pathInDefaultLanguage, documentWordsOf(kind), {
            withTwins: !twinsOptional || withTwins(pathInDefaultLanguage),
          }),
          ...related,
        },
      });
    }
  }
  // The lists of insights: every language has each list (an empty one says so), so they are always twins.
  const listingTemplate = path.resolve("src/templates/insights.tsx");
  const listingHasTwins = hasTwins(listings);
  for (const { lang, path: listingPath, ids, page, pageCount, topic } of listings) {
    actions.createPage({
      path: localizedPath(lang, listingPath),
      component: listingTemplate,
      context: {
        ids,
        page,
        pageCount,
        topic,
        ...languageContext(lang, listingPath, ["insights"], { withTwins: listingHasTwins(listingPath) }),
      },
    });
  }
};

/** Pages that exist in the default language only: the old addresses kept as redirects, and develop's 404 page. */
const untranslatedPages = [...redirects.map(({ from }) => from), "/dev-404-page/"];

/** Each page in src/pages/ in `lang`: its language context and its texts (src/data/page-texts.ts). */
const srcPageContext = (page: { path: string; context?: object }, lang: Lang) => ({
  ...page.context,
  // The not-found page's other language is that language's home page.
  ...languageContext(lang, page.path === "/404/" ? "/" : page.path),
  texts: pageTextsOf(page.path, lang),
});

/**
 * The pages in src/pages/ (home, services, not-found): each gets its language context and its texts
 * (src/data/page-texts.ts), and a twin in every other language. The not-found page is one page whose
 * data holds every language's words, shown in the language of the URL it answers (src/i18n/PageLanguage.tsx):
 * Gatsby's client shows /404.html for every unknown URL, and a match path (`/ar/*`) for an Arabic one would
 * make Gatsby list every Arabic page in the app bundle each visitor loads, growing with every page. Each
 * language still has its HTML file, which the CDN serves for unknown URLs under its prefix
 * (`/ar/* /ar/404.html 404`, src/build/post-build.ts).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  // Gatsby copies /404/ to /404.html itself, context and all.
  const context = page.context as { lang?: string; byLanguage?: object } | undefined;
  if (context?.lang || context?.byLanguage || page.path === "/404.html") return;
  actions.deletePage(page);
  if (page.path === "/404/") {
    const byLanguage = Object.fromEntries(languages.map((lang) => [lang, srcPageContext(page, lang)]));
    actions.createPage({ ...page, context: { byLanguage } });
    for (const lang of languages.filter((lang) => lang !== defaultLang))
      actions.createPage({ ...page, path: localizedPath(lang, "/404.html"), context: { byLanguage } });
    return;
  }
  const translated = untranslatedPages.includes(page.path) ? [defaultLang] : languages;
  for (const lang of translated)
    actions.createPage({ ...page, path: localizedPath(lang, page.path), context: srcPageContext(page, lang) });
};

/**
 * Gatsby's app bundle carries its service-worker registration to every page, though it runs only
 * when a plugin asks for a service worker (registerServiceWorker), which none here does: it is left out. A plugin
 * that asked for one later would fail at once in the browser ("Cannot find module"), not silently.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  getConfig,
  loaders,
}) => {
  // Fonts are always files under /static/, never data: URIs (Gatsby inlines files under 10 KB, like the Arabic
  // face's digits): the CSP allows fonts from 'self' only, and a preload needs a URL.
  const config = getConfig();
  config.module.rules = config.module.rules.map((rule: { test?: unknown }) =>
    rule.test instanceof RegExp && rule.test.test("font.woff2") ? { ...rule, use: [loaders.file()] } : rule,
  );
  actions.replaceWebpackConfig(config);
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [plugins.ignore(serviceWorkerRegistration)],
  });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (!data) {
    reporter.panicOnBuild("Could not read the site URL for robots.txt");
    return;
  }
  try {
    writePostBuildFiles(path.resolve("public"), data.site.siteMetadata.siteUrl);
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
  }
};
