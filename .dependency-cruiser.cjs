/**
 * dependency-cruiser's rules, run by `npm run lint`: a module imports its own layer and the layers below
 * it (scripts/lib/layers.cjs), never one above, the code a page's browser runs imports only the types of
 * the modules holding every language's words, no module a page runs, the CMS (src/cms/, which runs in the
 * editor's browser) or a pure helper (src/lib/) reaches the disk, directly or through any chain of imports,
 * and no two modules import each other through any chain.
 * Tests (__tests__/) and scripts (scripts/) are not checked: they may import any layer.
 */
const { layers, wordModules } = require("./scripts/lib/layers.cjs");

const either = (paths) => paths.join("|");

/** Node's modules that reach the disk or other programs, and npm's that read files by their paths. */
const diskModules = [
  "^(node:)?(fs|fs/promises|child_process)$",
  "^node_modules/(fs-extra|graceful-fs|glob|fast-glob|chokidar|sharp|gray-matter)/",
];

/** One rule per layer: nothing in it imports a layer above it. */
const layerRules = layers.slice(1).map((layer, index) => ({
  name: `layers: ${layer.name}`,
  severity: "error",
  comment: `${layer.name} (${either(layer.paths)}) imports only its own layer and those below it: ${layers
    .slice(index + 2)
    .map(({ name }) => name)
    .join(", ")}`,
  from: { path: either(layer.paths) },
  to: { path: either(layers.slice(0, index + 1).flatMap(({ paths }) => paths)) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "words: types only in the bundle",
      severity: "error",
      comment:
        "The pages' and the interface's words reach a page in its page context (gatsby-node), never in the JavaScript bundle: import their types only (`import type`), read the words with useUi() or from pageContext.texts.",
      from: { path: either(wordModules.bundle) },
      to: { path: either(wordModules.paths), dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no disk in pages or helpers",
      severity: "error",
      comment:
        "The code a page runs, the CMS (src/cms/, in the editor's browser) and the pure helpers (src/lib/) never reach the disk, directly or through the modules they import: a module that reads files belongs to the content pipeline (src/content-pipeline/, whose load-content.ts a page must not import) or the build (src/build/), which hand the pages what they read.",
      from: { path: either([...wordModules.bundle, "^src/lib/", "^src/cms/"]) },
      to: { path: either(diskModules), reachable: true },
    },
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Two modules import each other, directly or through others: move what both need into a third, lower one.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // The site's own modules, and the disk's (to keep them out of pages, the CMS and helpers).
    includeOnly: either(["^(src|content|gatsby-(browser|ssr|node|config)\\.tsx?$)", ...diskModules]),
    doNotFollow: { path: "^node_modules/" },
    // `import type` counts: a type import that points up is an upward import.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    reporterOptions: {
      mermaid: { minify: false },
    },
  },
};
