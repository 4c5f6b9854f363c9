/** @jest-environment node */
import { spawnSync } from "child_process";
import path from "path";
import arabicFallbacks from "../../src/styles/arabic-fallbacks.json";
import { ARABIC_UNICODE_RANGE, arabicFallbackCss } from "../../src/styles/arabic-type";
import { ARABIC_FAMILIES, fontStacks } from "../../src/styles/theme";

interface Measurement {
  fallbacks: typeof arabicFallbacks;
  names: Record<string, [string, string]>;
  characters: { text: number; measured: Record<string, number> };
}

/**
 * Measured again from the font files and the site's Arabic text, in a process of its own: harfbuzzjs is an ES module
 * with top-level await, which jest's CommonJS transform cannot load.
 */
const measurement = spawnSync(process.execPath, [path.join(__dirname, "../../scripts/lib/arabic-fallbacks.mjs")], {
  encoding: "utf8",
  maxBuffer: 1 << 26,
});
if (measurement.status !== 0) throw new Error(`scripts/lib/arabic-fallbacks.mjs failed: ${measurement.stderr}`);
const measured: Measurement = JSON.parse(measurement.stdout);

const fallbackFamilies = [
  ARABIC_FAMILIES.fallbackNotoSans,
  ARABIC_FAMILIES.fallbackNotoNaskh,
  ARABIC_FAMILIES.fallbackDejaVu,
];
const faces = arabicFallbackCss.match(/@font-face\{[^}]*\}/g) ?? [];
const faceOf = (family: string, weight: number) =>
  faces.find((face) => face.includes(`font-family:"${family}";font-weight:${weight};`)) ?? "";

describe("the Arabic face's metric-matched fallbacks", () => {
  it("are measured on the site's own Arabic text, nearly all of it drawn by each system face", () => {
    expect(measured.characters.text).toBeGreaterThan(100_000);
    for (const count of Object.values(measured.characters.measured))
      expect(count).toBeGreaterThan(measured.characters.text * 0.9);
  });

  it("take IBM Plex Sans Arabic's vertical metrics from its file, exactly", () => {
    expect(arabicFallbacks.font).toEqual(measured.fallbacks.font);
  });

  // The text changes with every edit of the content, and the sizes with it by a few hundredths of a per cent: they
  // are written again by `npm run fonts`, and this fails once they are a half per cent off (2 px in a 400 px line).
  it("size each system face, weight by weight, to set the site's Arabic text as wide as IBM Plex Sans Arabic does", () => {
    const drift = Object.entries(measured.fallbacks.sizeAdjust).flatMap(([face, byWeight]) =>
      Object.entries(byWeight).map(([weight, size]) => {
        const committed = arabicFallbacks.sizeAdjust[face as keyof typeof arabicFallbacks.sizeAdjust];
        return { face, weight, size, committed: committed[weight as "400" | "700"] };
      }),
    );
    expect(drift).toHaveLength(6);
    for (const { face, weight, size, committed } of drift)
      expect([face, weight, Math.abs(committed / size - 1) < 0.005]).toEqual([face, weight, true]);
  });

  it("find each system face by its own full and PostScript names, one face per weight", () => {
    const families = {
      notoSansArabic: ARABIC_FAMILIES.fallbackNotoSans,
      notoNaskhArabic: ARABIC_FAMILIES.fallbackNotoNaskh,
      dejaVuSans: ARABIC_FAMILIES.fallbackDejaVu,
    };
    expect(Object.keys(measured.names)).toHaveLength(6);
    for (const [key, names] of Object.entries(measured.names)) {
      const [face, weight] = key.split(" ");
      const declared = faceOf(families[face as keyof typeof families], Number(weight));
      for (const name of names) expect([key, declared]).toEqual([key, expect.stringContaining(`local("${name}")`)]);
    }
  });

  it("are declared with the measured size, the face's metrics divided by it, and the Arabic face's characters only", () => {
    // IBM Plex Sans Arabic's ascent is 1.085 em; size-adjust scales the override too, so it is divided by the size.
    expect(faceOf(ARABIC_FAMILIES.fallbackNotoNaskh, 700)).toContain(
      `size-adjust:${(arabicFallbacks.sizeAdjust.notoNaskhArabic[700] * 100).toFixed(2)}%;` +
        `ascent-override:${((1.085 / arabicFallbacks.sizeAdjust.notoNaskhArabic[700]) * 100).toFixed(2)}%;`,
    );
    expect(faces).toHaveLength(6);
    for (const face of faces) expect(face).toContain(`;unicode-range:${ARABIC_UNICODE_RANGE}}`);
  });

  it("come right after the Arabic face in the Arabic stack, before the Latin ones", () => {
    expect(
      fontStacks.arabic.startsWith(
        `"${ARABIC_FAMILIES.arabic}", ${fallbackFamilies.map((f) => `"${f}"`).join(", ")}, "IBM Plex Sans"`,
      ),
    ).toBe(true);
  });
});
