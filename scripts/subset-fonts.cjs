#!/usr/bin/env node
/**
 * `npm run fonts`: writes the site's typefaces, cut to the characters it writes, into src/styles/fonts/
 * (committed, so a build needs no font tool): the Arabic face's files, with their unicode-ranges in
 * src/styles/arabic-font-parts.json, and the Latin faces; then it measures the Arabic face's fallbacks again on the
 * site's Arabic text (src/styles/arabic-fallbacks.json, scripts/lib/arabic-fallbacks.mjs). Run it after changing
 * src/styles/arabic-subset.json, src/styles/latin-subset.json or an @fontsource package, or when
 * __tests__/styles/arabic-fallbacks.test.ts says the content has drifted from the sizes; it and arabic-font.test.ts
 * and latin-font.test.ts fail while the files are stale.
 */
const fs = require("fs");
const path = require("path");
const { weights, partRanges, subsetFile, subsetArabicFont } = require("./lib/arabic-font.cjs");
const { faces, latinSubsetFile, subsetLatinFont } = require("./lib/latin-font.cjs");

const write = (file, bytes) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}: ${bytes.length} bytes`);
};

(async () => {
  const parts = partRanges();
  for (const weight of weights)
    for (const part of parts) write(subsetFile(weight, part.suffix), await subsetArabicFont(weight, part));
  const ranges = Object.fromEntries(parts.map(({ subset, range }) => [subset, range]));
  fs.writeFileSync(
    path.join(__dirname, "../src/styles/arabic-font-parts.json"),
    `${JSON.stringify(ranges, null, 2)}\n`,
  );
  for (const face of faces) write(latinSubsetFile(face), await subsetLatinFont(face));
  const { writeArabicFallbacks } = await import("./lib/arabic-fallbacks.mjs");
  await writeArabicFallbacks();
})();
