/**
 * Shapes one text with each of the given fonts (sfnt files) as a browser would, with harfbuzz and the
 * default features, and prints each font's glyph positions as JSON: [cluster, x advance, x offset, y offset]
 * per glyph. Run by latin-font.test.ts in its own process, because harfbuzzjs is an ES module with top-level
 * await, which jest's CommonJS transform cannot load.
 * Usage: node shape-text.mjs <text file> <font file>…
 */
import fs from "node:fs";
import * as hb from "harfbuzzjs";

const [textFile, ...fontFiles] = process.argv.slice(2);
const text = fs.readFileSync(textFile, "utf8");
const shaped = fontFiles.map((file) => {
  const font = new hb.Font(new hb.Face(new hb.Blob(fs.readFileSync(file))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map(({ cluster }, index) => {
    const { xAdvance, xOffset, yOffset } = positions[index];
    return [cluster, xAdvance, xOffset, yOffset];
  });
});
process.stdout.write(JSON.stringify(shaped));
