/**
 * Lets a plain Node script require() the site's TypeScript sources (src/*.ts): Node 20 cannot load
 * TypeScript, so TypeScript's own compiler (a devDependency) strips the types on require.
 */
const fs = require("node:fs");
const ts = require("typescript");

require.extensions[".ts"] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
    fileName: filename,
  });
  module._compile(outputText, filename);
};
