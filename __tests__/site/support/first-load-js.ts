import fs from "fs";
import path from "path";
import zlib from "zlib";
import { publicDir } from "./public";

export interface ScriptCost {
  file: string;
  gzipBytes: number;
}

interface Stats {
  assetsByChunkName: Record<string, string[]>;
}

const stats = (): Stats => JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));

const pageDataFile = (route: string) =>
  path.join(publicDir, "page-data", route === "/" ? "index" : route.replace(/^\/|\/$/g, ""), "page-data.json");

/**
 * The JavaScript a first visit to `route` downloads before the page is interactive:
 * Gatsby's app bundle (runtime, framework, app) plus the page's own component
 * chunk group, read from webpack's stats. Sizes are gzip -9 of the built files.
 */
export const firstLoadScripts = (route: string): ScriptCost[] => {
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile(route), "utf8"));
  const { assetsByChunkName } = stats();
  const files = new Set([...(assetsByChunkName.app ?? []), ...(assetsByChunkName[componentChunkName] ?? [])]);
  return [...files]
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({
      file,
      gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length,
    }));
};

export const totalBytes = (scripts: ScriptCost[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

export const KB = 1024;

/** The budget the issue sets: 100 KB on the home page, 125 KB elsewhere. */
export const budgetFor = (route: string) => (route === "/" ? 100 * KB : 125 * KB);

/** "" when within budget, else a message with the numbers. */
export const overBudget = (route: string, scripts: ScriptCost[], budget = budgetFor(route)): string => {
  const total = totalBytes(scripts);
  if (total <= budget) return "";
  const detail = scripts.map((s) => `${s.file} ${(s.gzipBytes / KB).toFixed(1)} KB`).join(", ");
  return `${route} ships ${(total / KB).toFixed(1)} KB of first-load JavaScript (gzip), over its ${(budget / KB).toFixed(0)} KB budget: ${detail}`;
};
