/**
 * Wiring only: content files become typed nodes (checked against the content model),
 * nodes become pages, and the CDN's files are written after the build.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import {
  contentFolder,
  contentKinds,
  contentModel,
  isKebabCase,
  kindOfFolder,
  type ContentKind,
} from "./src/content-model";
import { alternatesOf, defaultLang, languages, localizedPath, type Lang } from "./src/i18n/languages";
import { pageTextsOf } from "./src/i18n/page-texts";
import { uiStrings } from "./src/i18n/ui";
import { documentWordsOf, uiStringsWith } from "./src/i18n/ui-strings";
import { readImageFacts } from "./src/lib/content-images";
import { inFile, readBody } from "./src/lib/content-policy";
import { readContentFileAt } from "./src/lib/content-files";
import { recordContentProblems, reportContentProblems } from "./src/lib/content-report";
import { contentTypeDefs, nodeTypeOf } from "./src/lib/content-schema";
import {
  type ImageFacts,
  checkContent,
  findRouteClashes,
  formatProblem,
  slugFromPath,
  withDefaults,
  withEnglishFields,
} from "./src/lib/content-validation";
import { readContentFile } from "./src/lib/frontmatter";
import { bodyTreeOf } from "./src/lib/body-tree";
import { loadBodyTools } from "./src/lib/load-mdx";
import { writePostBuildFiles } from "./src/lib/post-build";
import { type RelatedCandidate, relatedServicesOf } from "./src/lib/related-services";
import { reservedRoutes } from "./src/lib/reserved-routes";
import { redirects } from "./src/lib/routes";
import {
  languageOfFile,
  outsideLanguageFolder,
  staleTranslation,
  checkTranslation,
  missingTranslation,
  twinFile,
} from "./src/lib/translations";

const imagesDir = path.resolve("content/images");

/** Whether content/services/en/<slug>.mdx exists: the services a `related` field may name. */
const serviceExists = (slug: string) =>
  isKebabCase(slug) && fs.existsSync(path.resolve(contentFolder("service", defaultLang), `${slug}.mdx`));

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
  const written = reading.data;
  const frontmatter = english ? withEnglishFields(kind, written, english) : written;
  const stale = english && staleTranslation(kind, sourceFile, written, english);
  if (stale) reporter.warn(`Translation out of date: ${formatProblem(stale)}`);
  const image = await imagesNamedIn(contentModel[kind].fields, frontmatter);
  const checked =
    lang === defaultLang
      ? checkContent({ kind, file: sourceFile, frontmatter, raw, image, service: serviceExists })
      : checkTranslation({ kind, file: sourceFile, written, english, raw, image, service: serviceExists });
  const { warnings, placeholders } = checked;
  // The body is read, never compiled: a body the policy refuses gets no page; any other becomes data.
  const tools = await loadBodyTools();
  const read = readBody(tools, reading.body, kind);
  const problems = [...checked.problems, ...inFile({ file: sourceFile, raw, body: reading.body }, read.problems)];
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

/** One query for the documents of every kind, keyed by kind; services also with what choosing related ones reads. */
const documentsQuery = `query ContentPages {
  ${contentKinds
    .map(
      (kind) =>
        `${kind}: all${nodeTypeOf[kind]} { nodes { id slug lang sourceFile${kind === "service" ? " title group order related" : ""} } }`,
    )
    .join("\n  ")}
}`;

/** What every page is created with: its language, its twins' URLs and the interface's words it uses (src/i18n/PageLanguage.tsx). */
const languageContext = (lang: Lang, pathInDefaultLanguage: string, kind?: ContentKind) => ({
  lang,
  alternates: alternatesOf(pathInDefaultLanguage),
  ui: uiStringsWith(uiStrings[lang], documentWordsOf(kind)),
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

  const result = await graphql<Record<string, { nodes: DocumentNode[] }>>(documentsQuery);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content pages", result.errors);
    return;
  }
  const { data } = result;
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
  reportContentProblems(reporter.panicOnBuild, routeClashes);
  for (const kind of contentKinds) {
    // build:production stops before Gatsby starts on a missing translation (scripts/build-production.cjs).
    for (const { slug, sourceFile } of documentsIn(kind, defaultLang))
      for (const lang of languages.filter((other) => other !== defaultLang))
        if (!documentsIn(kind, lang).some((translation) => translation.slug === slug))
          reporter.warn(formatProblem(missingTranslation(sourceFile, lang)));
    const template = path.resolve(contentModel[kind].template);
    for (const document of documentsOf(kind)) {
      const { id, lang, slug } = document;
      const related =
        kind === "service"
          ? { related: relatedServicesOf(asCandidate(document), documentsIn(kind, lang).map(asCandidate)) }
          : {};
      actions.createPage({
        path: routeOf(kind, document),
        // One component per kind: the body is data in the page's query (src/lib/body-tree.ts), not a module.
        component: template,
        context: { id, ...languageContext(lang, contentModel[kind].route(slug), kind), ...related },
      });
    }
  }
};

/** Pages that exist in the default language only: the old addresses kept as redirects, and develop's 404 page. */
const untranslatedPages = [...redirects.map(({ from }) => from), "/dev-404-page/"];

/**
 * The pages in src/pages/ (home, services, not-found): each gets its language context and its texts
 * (src/i18n/page-texts.ts), and a twin in every other language. The Arabic not-found page answers every
 * unknown URL under /ar/ (on the CDN, the `/ar/* /ar/404.html 404` rule of src/lib/post-build.ts).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  // Gatsby copies /404/ to /404.html itself, context and all.
  if ((page.context as { lang?: string } | undefined)?.lang || page.path === "/404.html") return;
  actions.deletePage(page);
  const translated = untranslatedPages.includes(page.path) ? [defaultLang] : languages;
  for (const lang of translated) {
    // The not-found page's other language is that language's home page.
    const twinPath = page.path === "/404/" ? "/" : page.path;
    const context = { ...page.context, ...languageContext(lang, twinPath), texts: pageTextsOf(page.path, lang) };
    if (page.path === "/404/" && lang !== defaultLang) {
      // The client's router shows it for unknown paths under /ar/; the CDN serves the .html copy.
      actions.createPage({
        ...page,
        path: localizedPath(lang, "/404/"),
        matchPath: localizedPath(lang, "/*"),
        context,
      });
      actions.createPage({ ...page, path: localizedPath(lang, "/404.html"), context });
    } else {
      actions.createPage({ ...page, path: localizedPath(lang, page.path), context });
    }
  }
};

/**
 * Gatsby's app bundle carries its service-worker registration (0.35 KB gzip) to every page, though it runs only
 * when a plugin asks for a service worker (registerServiceWorker), which none here does: it is left out. A plugin
 * that asked for one later would fail at once in the browser ("Cannot find module"), not silently.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
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
