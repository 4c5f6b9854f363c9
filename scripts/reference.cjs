#!/usr/bin/env node
/**
 * `npm run reference`: writes the generated parts of the editors' reference, content/REFERENCE.md (the
 * field tables, the components and the build's messages, src/build/editors-reference.ts), from the source.
 * Run it after changing the content model, a component or a message; __tests__/build/editors-reference.test.ts
 * fails until then. `node scripts/reference.cjs <file>` writes another copy of the reference instead.
 */
const fs = require("node:fs");
const path = require("node:path");
require("./lib/require-ts.cjs");

const file = path.resolve(process.argv[2] ?? path.join(__dirname, "../content/REFERENCE.md"));
const { withGeneratedParts } = require("../src/build/editors-reference.ts");

const before = fs.readFileSync(file, "utf8");
const after = withGeneratedParts(before);
if (after === before) {
  console.log(`${path.relative(process.cwd(), file)} is up to date.`);
} else {
  fs.writeFileSync(file, after);
  console.log(`${path.relative(process.cwd(), file)}: generated parts written. Review the change with git diff.`);
}
