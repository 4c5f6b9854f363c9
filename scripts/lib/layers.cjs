/**
 * The layers of the code, top to bottom: a module imports its own layer and the layers below it, never one
 * above. .dependency-cruiser.cjs makes its rules from this list (`npm run lint` checks them), and
 * `npm run graph` writes it and the picture of the imports between the layers into docs/architecture.md.
 */
const layers = [
  {
    name: "entry points",
    paths: ["^gatsby-(browser|ssr|node|config)\\.tsx?$", "^src/pages/", "^src/templates/", "^src/cms/"],
    holds: "Gatsby's API files, the pages, the templates (one per content kind) and the CMS",
  },
  {
    name: "build",
    paths: ["^src/build/"],
    holds:
      "what only the build and its scripts run, never a page: the GraphQL types, the page lists, the feed, the files written after the build (headers, CSP), the production checks and the editors' reference",
  },
  {
    name: "content pipeline",
    paths: ["^src/content-pipeline/"],
    holds:
      "the one entry to the content (loadContent): reads every file under content/ as one set, resolves translations and cross-references, returns the documents and one report of every problem; its checks also run in the CMS",
  },
  {
    name: "components",
    paths: ["^src/components/"],
    holds: "one component per section or widget",
  },
  {
    name: "page services",
    paths: ["^src/i18n/", "^src/hooks/", "^src/consent/"],
    holds: "the page's language in React (context, hooks, fill-in), hooks, and the cookie consent",
  },
  {
    name: "data and styles",
    paths: ["^src/data/", "^src/styles/"],
    holds: "the pages' and the interface's words in each language (the dictionaries), and the theme and shared styles",
  },
  {
    name: "helpers",
    paths: ["^src/lib/"],
    holds:
      "pure helpers the pages use: routes, dates, the body's tree, structured data, the first hydration; no component, no disk",
  },
  {
    name: "ground",
    paths: ["^src/(content-model|site-facts|languages)\\.ts$", "^content/"],
    holds: "the content model, the firm's facts, the languages, and the editors' data files",
  },
];

/**
 * The one exception to "a module imports the layers below it": the modules that hold the words of every
 * language (the dictionaries and the pages' texts). gatsby-node puts a page's own words in its page
 * context, so the code that reaches a visitor's browser imports their types only, never their values:
 * an English page must not download Arabic words. Other modules of src/data/ (the navigation, the
 * practice areas) they may import.
 */
const wordModules = {
  paths: ["^src/data/(ui/|(page-texts|home|services-page|not-found|testimonials)\\.ts$)"],
  names: "`src/data/ui/`, `page-texts`, `home`, `services-page`, `not-found`, `testimonials`",
  bundleNames:
    "`gatsby-browser.tsx`, `gatsby-ssr.tsx`, `src/pages/`, `src/templates/`, `src/components/`, `src/i18n/`, `src/hooks/`, `src/consent/`, `src/styles/`",
  bundle: ["^gatsby-(browser|ssr)\\.tsx$", "^src/(pages|templates|components|i18n|hooks|consent|styles)/"],
};

module.exports = { layers, wordModules };
