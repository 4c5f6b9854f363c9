/**
 * One font's metrics from @capsizecss/metrics (its per-font entry points, which the project's
 * moduleResolution cannot find the types of): what src/styles/latin-type.ts reads.
 */
declare module "@capsizecss/metrics/*" {
  const metrics: {
    familyName: string;
    ascent: number;
    descent: number;
    lineGap: number;
    unitsPerEm: number;
    xWidthAvg: number;
  };
  export default metrics;
}
