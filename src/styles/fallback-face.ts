/** A font's line metrics, in its own units. */
export interface VerticalMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
}

/** Line metrics and the average letter width (as @capsizecss/metrics gives them). */
export interface Metrics extends VerticalMetrics {
  xWidthAvg: number;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * A local system font as a face of its own, scaled by `sizeAdjust` and given the web font's ascent, descent and line
 * gap (the overrides fontaine and capsize compute; `size-adjust` scales them too, so they are divided by it). Text laid
 * out in it takes the room it will take in the web font, so nothing moves when the web font swaps in. `weight` and
 * `unicodeRange` narrow the face where the local font has a face per weight, or must draw only some characters.
 */
export const sizedLocalFace = ({
  family,
  localNames,
  sizeAdjust,
  font,
  weight,
  unicodeRange,
}: {
  family: string;
  localNames: readonly string[];
  sizeAdjust: number;
  font: VerticalMetrics;
  weight?: number;
  unicodeRange?: string;
}) => {
  const override = (value: number) => percent(Math.abs(value) / font.unitsPerEm / sizeAdjust);
  return (
    `@font-face{font-family:"${family}";${weight ? `font-weight:${weight};` : ""}` +
    `src:${localNames.map((name) => `local("${name}")`).join(",")};` +
    `size-adjust:${percent(sizeAdjust)};ascent-override:${override(font.ascent)};` +
    `descent-override:${override(font.descent)};line-gap-override:${override(font.lineGap)}` +
    `${unicodeRange ? `;unicode-range:${unicodeRange}` : ""}}`
  );
};

/**
 * A local font sized like a Latin web font: its average letter width scaled to the web font's. `weight` names the
 * weight both are (a bold local face sized like the web font's bold file), unset for the regular.
 */
export const fallbackFace = (
  family: string,
  font: Metrics,
  local: Metrics,
  localNames: readonly string[],
  weight?: number,
) =>
  sizedLocalFace({
    family,
    localNames,
    sizeAdjust: font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm),
    font,
    weight,
  });
