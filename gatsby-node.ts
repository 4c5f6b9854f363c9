/**
 * Wiring only: content files become typed nodes (checked against the content model),
 * nodes become pages, and the CDN's files are written after the build.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { contentKinds, contentModel, kindOfFolder, type ContentKind } from "./src/content-model";
import { alternatesOf, defaultLang, languages, localizedPath, type Lang } from "./src/languages";
import { pageTextsOf } from "./src/data/page-texts";
import { practiceIconOf } from "./src/data/practice-areas";
import { uiStrings } from "./src/data/ui";
import { type DocumentWords, documentWordsOf, uiStringsWith } from "./src/data/ui-strings";
import { buildMessages } from "./src/lib/build-messages";
import { readImageFacts } from "./src/lib/content-images";
import { contentFilesIn, readContentFileAt } from "./src/lib/content-files";
import { recordContentProblems, reportContentProblems } from "./src/lib/content-report";
import { contentTypeDefs, nodeTypeOf } from "./src/lib/content-schema";
import {
  type ImageFacts,
  findRouteClashes,
  formatProblem,
  slugFromPath,
  withDefaults,
} from "./src/lib/content-validation";
import { checkDocument, documentFields } from "./src/lib/document-check";
import { readContentFile } from "./src/lib/frontmatter";
import { bodyTreeOf } from "./src/lib/body-tree";
import { loadBodyTools } from "./src/lib/load-mdx";
import { hasTwins, insightListings, type ListedInsight } from "./src/lib/insight-pages";
import { writePostBuildFiles } from "./src/lib/post-build";
import { type RelatedCandidate, relatedServicesOf } from "./src/lib/related-services";
import { reservedRoutes } from "./src/lib/reserved-routes";
import { interfaceTermProblems } from "./src/lib/interface-terminology";
import { redirects, routes } from "./src/lib/routes";
import {
  languageOfFile,
  outsideLanguageFolder,
  staleTranslation,
  missingTranslation,
  twinFile,
} from "./src/lib/translation-checks";

const imagesDir = path.resolve("content/images");

/** The service slugs an insight's topics may name: the English service pages' file names. */
const serviceSlugs = () => contentFilesIn(process.cwd(), "service", defaultLang).map((file) => slugFromPath(file));

/** Whether content/services/en/<slug>.mdx exists: the services a `related` field may name. */
const serviceExists = (slug: string) => serviceSlugs().includes(slug);

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
}

/** Format and width of every image the document names, read once, for the content checks. */
const imagesNamedIn = async (
  fields: readonly { name: string; type: string }[],
  frontmatter: Record<string, unknown>,
) => {
  const facts = new Map<string, ImageFacts | undefined>();
  for (const { name, type } of fields) {
    const value = frontmatter[name];
    if (type === "image" && typeof value === "string" && path.basename(value) === value) {
      facts.set(value, await readImageFacts(path.join(imagesDir, value)));
    }
  }
  return (name: string) => facts.get(name);
};

/**
 * The English page's frontmatter of a translation, or undefined when there is no English page, or
 * the English page's own problem when it cannot be read (which also stops the build on that page).
 */
const englishTwinOf = (sourceFile: string) => {
  const english = twinFile(sourceFile, defaultLang);
  if (!fs.existsSync(path.resolve(english))) return undefined;
  const reading = readContentFileAt(process.cwd(), english);
  return "problem" in reading ? reading : reading.data;
};

/**
 * Checks each content file against the model and adds its typed node (MdxService, MdxLegal, MdxPage).
 * A translation is checked with the fields it takes from its English page filled in.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  getNode,
  actions,
  reporter,
  createNodeId,
  createContentDigest,
}) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  const kind = file && kindOfFolder(file.sourceInstanceName);
  if (!file || !kind) return;

  const sourceFile = path.relative(process.cwd(), file.absolutePath).split(path.sep).join("/");
  const lang = languageOfFile(sourceFile);
  if (!lang) {
    recordContentProblems(sourceFile, [outsideLanguageFolder(kind, sourceFile)]);
    return;
  }
  // Read as data with the project's one reader (src/lib/frontmatter.ts), never with gray-matter's
  // defaults: a file that opens with ---js would have its frontmatter run.
  const raw = fs.readFileSync(file.absolutePath, "utf8");
  const reading = readContentFile(sourceFile, raw);
  if ("problem" in reading) {
    recordContentProblems(sourceFile, [reading.problem]);
    return;
  }
  const english = lang === defaultLang ? undefined : englishTwinOf(sourceFile);
  // An English page that cannot be read is reported as its own problem; its translation waits for it.
  if (english && "problem" in english) return;
  const frontmatter = documentFields(reading.data, kind, english);
  const stale = english && staleTranslation(kind, sourceFile, reading.data, english);
  if (stale) reporter.warn(`${buildMessages.staleTranslationWarning()}${formatProblem(stale)}`);
  const image = await imagesNamedIn(contentModel[kind].fields, frontmatter);
  const topics = contentModel[kind].fields.some(({ type }) => type === "topics") ? serviceSlugs() : undefined;
  const tools = await loadBodyTools();
  const { problems, warnings, placeholders, read } = checkDocument({
    kind,
    file: sourceFile,
    lang,
    raw,
    ...reading,
    english,
    image,
    topics,
    service: serviceExists,
    reader: tools,
  });
  warnings.forEach((warning) => reporter.warn(formatProblem(warning)));
  // Reported with every other file's in createPages. Scaffold text left stops `gatsby build`;
  // `gatsby develop` only logs it and the page shows the list.
  recordContentProblems(sourceFile, problems, placeholders);
  if (problems.length > 0) return;

  const document = {
    ...withDefaults(kind, frontmatter, lang),
    slug: slugFromPath(file.absolutePath),
    lang,
    sourceFile,
    body: bodyTreeOf(tools, read.tree),
    placeholders: placeholders.map(({ field, message }) => `${field} ${message}`),
  };
  const child = {
    ...document,
    id: createNodeId(`${node.id} >>> ${nodeTypeOf[kind]}`),
    parent: node.id,
    children: [],
    internal: { type: nodeTypeOf[kind], contentDigest: createContentDigest(document) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
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
  sourceFile: string;
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
        `${kind}: all${nodeTypeOf[kind]} { nodes { id slug lang sourceFile${kind === "service" ? " title group order related" : ""} } }`,
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
  const routeClashes = findRouteClashes(
    contentKinds.flatMap((kind) =>
      documentsOf(kind).map((document) => ({ route: routeOf(kind, document), file: document.sourceFile })),
    ),
    reservedRoutes,
  );
  // The terminology holds in the interface's words as in the documents (content/terminology.json).
  reportContentProblems(reporter.panicOnBuild, [...routeClashes, ...interfaceTermProblems(process.cwd())]);
  for (const kind of contentKinds) {
    const twinsOptional = contentModel[kind].twins === "optional";
    // build:production stops before Gatsby starts on a missing translation (scripts/build-production.cjs).
    // A translation whose file exists but got no page is not missing: its own problems, naming it, are reported.
    for (const { slug, sourceFile } of twinsOptional ? [] : documentsIn(kind, defaultLang))
      for (const lang of languages.filter((other) => other !== defaultLang))
        if (
          !documentsIn(kind, lang).some((translation) => translation.slug === slug) &&
          !fs.existsSync(path.resolve(twinFile(sourceFile, lang)))
        )
          reporter.warn(formatProblem(missingTranslation(sourceFile, lang)));
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
 * make Gatsby list every Arabic page in the app bundle each visitor loads (0.9 KB gzip for 37 pages). Each
 * language still has its HTML file, which the CDN serves for unknown URLs under its prefix
 * (`/ar/* /ar/404.html 404`, src/lib/post-build.ts).
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
 * Gatsby's app bundle carries its service-worker registration (0.35 KB gzip) to every page, though it runs only
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
    plugins: [plugins.ignore({ resourceRegExp: /^\.\/register-service-worker$/, contextRegExp: /[\\/]\.cache$/ })],
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
