#!/usr/bin/env node
/**
 * `npm run fonts`: writes the Arabic typeface's subsets into src/styles/fonts/ (committed, so a
 * build needs no font tool). Run it after changing src/styles/arabic-subset.json or the
 * @fontsource package; __tests__/styles/arabic-font.test.ts fails while the files are stale.
 */
const fs = require("fs");
const path = require("path");
const { weights, subsetFile, subsetArabicFont } = require("./lib/arabic-font.cjs");

(async () => {
  for (const weight of weights) {
    const bytes = await subsetArabicFont(weight);
    fs.mkdirSync(path.dirname(subsetFile(weight)), { recursive: true });
    fs.writeFileSync(subsetFile(weight), bytes);
    console.log(`${path.relative(process.cwd(), subsetFile(weight))}: ${bytes.length} bytes`);
  }
})();
