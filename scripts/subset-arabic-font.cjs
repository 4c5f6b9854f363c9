#!/usr/bin/env node
/**
 * `npm run fonts`: writes the Arabic typeface's subsets into src/styles/fonts/ (committed, so a
 * build needs no font tool), and their unicode-ranges into src/styles/arabic-font-parts.json. Run it
 * after changing src/styles/arabic-subset.json or the @fontsource package;
 * __tests__/styles/arabic-font.test.ts fails while the files are stale.
 */
const fs = require("fs");
const path = require("path");
const { weights, partRanges, subsetFile, subsetArabicFont } = require("./lib/arabic-font.cjs");

(async () => {
  const parts = partRanges();
  for (const weight of weights)
    for (const part of parts) {
      const bytes = await subsetArabicFont(weight, part);
      const file = subsetFile(weight, part.suffix);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
      console.log(`${path.relative(process.cwd(), file)}: ${bytes.length} bytes`);
    }
  const ranges = Object.fromEntries(parts.map(({ subset, range }) => [subset, range]));
  fs.writeFileSync(
    path.join(__dirname, "../src/styles/arabic-font-parts.json"),
    `${JSON.stringify(ranges, null, 2)}\n`,
  );
})();
