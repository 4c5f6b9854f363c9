/**
 * Shapes one text with each of the given fonts (sfnt files) as a browser would, with harfbuzz and the default
 * features, and prints as JSON, for each pair of fonts in turn (the first and second, the third and fourth, …),
 * whether both set it alike: the same glyph positions, [cluster, x advance, x offset, y offset] per glyph. Run by
 * latin-font.test.ts in its own process, because harfbuzzjs is an ES module with top-level await, which jest's
 * CommonJS transform cannot load; the positions are compared here because for the site's text they are tens of
 * megabytes of JSON to pass back.
 * Usage: node shape-text.mjs <text file> <font file> <font file> [<font file> <font file>]…
 */
import fs from "node:fs";
import * as hb from "harfbuzzjs";

const [textFile, ...fontFiles] = process.argv.slice(2);
const text = fs.readFileSync(textFile, "utf8");

/** The glyphs harfbuzz sets the text with in the font of `file`: their clusters and their positions. */
const shaped = (file) => {
  const font = new hb.Font(new hb.Face(new hb.Blob(fs.readFileSync(file))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return { infos: buffer.getGlyphInfos(), positions: buffer.getGlyphPositions() };
};

/** Whether two fonts set the text alike: as many glyphs, each with the same cluster, x advance, x offset, y offset. */
const alike = (these, those) =>
  these.infos.length === those.infos.length &&
  these.infos.every((info, index) => {
    const [mine, theirs] = [these.positions[index], those.positions[index]];
    return (
      info.cluster === those.infos[index].cluster &&
      mine.xAdvance === theirs.xAdvance &&
      mine.xOffset === theirs.xOffset &&
      mine.yOffset === theirs.yOffset
    );
  });

const pairs = [];
for (let index = 0; index < fontFiles.length; index += 2)
  pairs.push(alike(shaped(fontFiles[index]), shaped(fontFiles[index + 1])));
process.stdout.write(JSON.stringify(pairs));
