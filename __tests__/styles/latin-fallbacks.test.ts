/** @jest-environment node */
import { latinFallbackCss, latinTypeCss } from "../../src/styles/latin-type";
import { LATIN_FAMILIES } from "../../src/styles/theme";

interface FontMetrics {
  familyName: string;
  fullName: string;
  postscriptName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}
/** Every font @capsizecss/metrics knows, each weight by its own names: the metrics the sizes must come from. */
const { entireMetricsCollection } = require("@capsizecss/metrics/entireMetricsCollection") as {
  entireMetricsCollection: Record<string, { variants: Record<string, FontMetrics> }>;
};

const variantOf = (weight: number) => (weight === 400 ? "regular" : String(weight));

/** The metrics of the font a `local()` name finds at a weight: by its full or PostScript name (the regular: its family). */
const localMetrics = (name: string, weight: number) =>
  Object.values(entireMetricsCollection)
    .map(({ variants }) => variants[variantOf(weight)])
    .find(
      (font) =>
        font &&
        // Liberation Sans and Serif are Arimo and Tinos under Linux distributions' names: the same metrics.
        [font.fullName, font.postscriptName, ...(weight === 400 ? [font.familyName] : [])].includes(
          name.replace(/^Liberation ?Sans/, "Arimo").replace(/^Liberation ?Serif/, "Tinos"),
        ),
    );

const webMetrics = (family: string, weight: number) =>
  Object.values(entireMetricsCollection)
    .map(({ variants }) => variants[variantOf(weight)])
    .find((font) => font?.familyName === family)!;

const faces = (css: string) =>
  (css.match(/@font-face\{[^}]*\}/g) ?? []).map((face) => ({
    family: /font-family:"([^"]+)"/.exec(face)![1],
    weight: Number(/font-weight:(\d+)/.exec(face)?.[1] ?? 400),
    localNames: [...face.matchAll(/local\("([^"]+)"\)/g)].map(([, name]) => name),
    sizeAdjust: /size-adjust:([\d.]+%)/.exec(face)?.[1],
    ascent: /ascent-override:([\d.]+%)/.exec(face)?.[1],
    descent: /descent-override:([\d.]+%)/.exec(face)?.[1],
    lineGap: /line-gap-override:([\d.]+%)/.exec(face)?.[1],
  }));

/** Each fallback family and the web family it stands in for. */
const webFamilyOf: Record<string, string> = {
  [LATIN_FAMILIES.sansFallback]: LATIN_FAMILIES.sans,
  [LATIN_FAMILIES.sansFallbackAndroid]: LATIN_FAMILIES.sans,
  [LATIN_FAMILIES.serifFallback]: LATIN_FAMILIES.serif,
  [LATIN_FAMILIES.serifFallbackTimes]: LATIN_FAMILIES.serif,
  [LATIN_FAMILIES.serifFallbackAndroid]: LATIN_FAMILIES.serif,
};

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

describe("the Latin faces' metric-matched fallbacks", () => {
  const fallbacks = faces(latinFallbackCss);
  const webFaces = faces(latinTypeCss).filter((face) => face.localNames.length === 0);

  it("have, in each fallback family, a local face for each weight the web family is declared in, and no other", () => {
    expect(Object.keys(webFamilyOf).sort()).toEqual([...new Set(fallbacks.map(({ family }) => family))].sort());
    for (const [fallback, web] of Object.entries(webFamilyOf)) {
      const weightsOf = (family: string, list: typeof fallbacks) =>
        list.filter((face) => face.family === family).map(({ weight }) => weight);
      expect([fallback, weightsOf(fallback, fallbacks)]).toEqual([fallback, weightsOf(web, webFaces)]);
    }
  });

  it("size each local font, weight by weight, to the web font's letter width and line metrics (@capsizecss/metrics)", () => {
    expect(fallbacks.length).toBeGreaterThanOrEqual(7);
    for (const face of fallbacks) {
      const web = webMetrics(webFamilyOf[face.family], face.weight);
      expect(face.localNames.length).toBeGreaterThan(0);
      for (const name of face.localNames) {
        const local = localMetrics(name, face.weight);
        expect([name, face.weight, Boolean(local)]).toEqual([name, face.weight, true]);
        const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local!.xWidthAvg / local!.unitsPerEm);
        const override = (value: number) => percent(Math.abs(value) / web.unitsPerEm / sizeAdjust);
        expect({ name, ...face }).toEqual({
          name,
          ...face,
          sizeAdjust: percent(sizeAdjust),
          ascent: override(web.ascent),
          descent: override(web.descent),
          lineGap: override(web.lineGap),
        });
      }
    }
  });
});
