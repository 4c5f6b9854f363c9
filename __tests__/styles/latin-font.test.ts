/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { LATIN_UNICODE_RANGE } from "../../src/styles/latin-type";

interface Face {
  family: string;
  weight: number;
}
const { codePointsOf } = require("../../scripts/lib/arabic-font.cjs") as {
  codePointsOf: (range: string) => number[];
};
const { faces, packageFile, latinSubsetFile, subsetLatinFont } = require("../../scripts/lib/latin-font.cjs") as {
  faces: Face[];
  packageFile: (face: Face) => string;
  latinSubsetFile: (face: Face) => string;
  subsetLatinFont: (face: Face) => Promise<Buffer>;
};
const subsetFont = require("subset-font") as (
  font: Buffer,
  text: string,
  options: { targetFormat: "sfnt" | "woff2" },
) => Promise<Buffer>;

const root = path.join(__dirname, "../..");
const ours = new Set(codePointsOf(LATIN_UNICODE_RANGE));
/** Any one character our range leaves out. */
const notOurs = new RegExp(`[^${[...ours].map((point) => `\\u{${point.toString(16)}}`).join("")}]`, "gu");
const packageRanges: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(root, "node_modules/@fontsource/ibm-plex-sans/unicode.json"), "utf8"),
);
/** What the package's "latin" files draw: the characters the site's Latin text would be set in without our cut. */
const packageLatin = new Set(codePointsOf(packageRanges.latin));

/** The files under `dir` that hold text a page may show: content, the interface's dictionaries and data. */
const textFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /\.(mdx?|ts|tsx|json)$/.test(entry.name) ? [full] : [];
  });

/** A file's text with its escapes (`\u00a0` in code, `&#xA0;` in content) read as the characters they write. */
const writtenText = (text: string) =>
  text
    .replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/gi, (_, braced, plain) =>
      String.fromCodePoint(parseInt(braced ?? plain, 16)),
    )
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)));

const texts = ["content", "src"]
  .flatMap((dir) => textFiles(path.join(root, dir)))
  .map((file) => ({ file, text: writtenText(fs.readFileSync(file, "utf8")) }));

/** Controls and invisible format characters (bidi marks, joiners): no face draws them. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

describe("the Latin faces' subset", () => {
  it("is what `npm run fonts` makes: the package's files cut to the range the CSS declares, about half their size", async () => {
    for (const face of faces) {
      const committed = fs.readFileSync(latinSubsetFile(face));
      expect([face, Buffer.compare(await subsetLatinFont(face), committed)]).toEqual([face, 0]);
      expect(committed.length).toBeLessThan(fs.statSync(packageFile(face)).size * 0.6);
    }
  });

  it("draws every character that the content and the interface write and the package's Latin files draw", () => {
    expect(texts.length).toBeGreaterThan(100);
    const missing = texts.flatMap(({ file, text }) =>
      [...new Set(text)]
        .filter((character) => packageLatin.has(character.codePointAt(0)!) && !INVISIBLE.test(character))
        .filter((character) => !ours.has(character.codePointAt(0)!))
        .map((character) => `${path.relative(root, file)}: ${character} U+${character.codePointAt(0)!.toString(16)}`),
    );
    expect(missing).toEqual([]);
  });

  it("declares only characters the package's Latin files draw", () => {
    expect([...ours].filter((point) => !packageLatin.has(point))).toEqual([]);
  });

  it("sets the site's text exactly as the package's files do: the same kerning, ligatures and marks", async () => {
    // Every word the site writes, once: each pair of letters in it, so each kerning pair it uses.
    const words = new Set(
      texts
        .map(({ text }) => text)
        .join(" ")
        .replace(notOurs, " ")
        .split(" "),
    );
    const sample = [...words].join(" ");
    expect(sample.length).toBeGreaterThan(20_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "latin-font-"));
    try {
      const textFile = path.join(dir, "text.txt");
      fs.writeFileSync(textFile, sample);
      // What the fonts are cut to: the sample's characters, each once (naming one again changes only the time taken).
      const characters = [...new Set(sample)].join("");
      const fontFiles: string[] = [];
      for (const [index, face] of faces.entries())
        for (const [kind, file] of [
          ["package", packageFile(face)],
          ["ours", latinSubsetFile(face)],
        ]) {
          const sfnt = path.join(dir, `${index}-${kind}.ttf`);
          fs.writeFileSync(sfnt, await subsetFont(fs.readFileSync(file), characters, { targetFormat: "sfnt" }));
          fontFiles.push(sfnt);
        }
      const shaped = spawnSync(
        process.execPath,
        [path.join(__dirname, "support/shape-text.mjs"), textFile, ...fontFiles],
        { encoding: "utf8" },
      );
      expect(shaped.stderr).toBe("");
      // For each face, whether the package's file and ours set the sample with the same glyph positions.
      const alike: boolean[] = JSON.parse(shaped.stdout);
      for (const [index, face] of faces.entries()) expect([face, alike[index]]).toEqual([face, true]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is what the site imports", () => {
    const source = fs.readFileSync(path.join(root, "src/styles/latin-type.ts"), "utf8");
    const imported = [...source.matchAll(/from "\.\/(fonts\/[^"]+\.woff2)"/g)].map(([, file]) =>
      path.join(root, "src/styles", file),
    );
    expect(imported).toEqual(faces.map(latinSubsetFile));
  });
});
