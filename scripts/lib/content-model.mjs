/**
 * The content model (src/content-model.ts) for plain Node scripts: TypeScript's own
 * compiler (a devDependency) strips the types, on any Node version the site supports.
 * This works because the model imports nothing.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// require(), not import: Node's import of a CommonJS file first scans all of it for its exports, and TypeScript is big.
const ts = createRequire(import.meta.url)("typescript");

const modelFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/content-model.ts");

const { outputText } = ts.transpileModule(fs.readFileSync(modelFile, "utf8"), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  fileName: modelFile,
});

export const { contentModel, minimumImageWidth, placeholderMarker, toKebabCase } = await import(
  `data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`
);
