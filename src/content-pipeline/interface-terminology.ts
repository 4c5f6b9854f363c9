/**
 * The terminology (src/content-pipeline/terminology.ts) applied to the interface's words, read from their source
 * files: for the build (gatsby-node.ts) and the tests. Apart from terminology.ts because it reads the
 * disk, and terminology.ts is also in the CMS's browser bundle (through the content checks).
 */
import fs from "fs";
import path from "path";
import type { ContentProblem } from "./content-problem";
import { termProblemsIn } from "./terminology";

/**
 * The interface strings the terminology applies to, besides the documents: the dictionaries, the
 * pages' data, the consent banner's Arabic and the Arabic site facts.
 */
export const interfaceStringSources = ["src/data/ui", "src/data", "src/consent/arabic-texts.ts", "src/site-facts.ts"];

/** The source files of `interfaceStringSources` under `root`, as paths relative to it. */
export const interfaceStringFiles = (root: string): string[] =>
  interfaceStringSources.flatMap((source) => {
    const full = path.join(root, source);
    if (!fs.statSync(full).isDirectory()) return [source];
    return fs
      .readdirSync(full)
      .filter((name) => /\.tsx?$/.test(name))
      .sort()
      .map((name) => `${source}/${name}`);
  });

/** Every refused form in the interface strings under `root`, by file and line. */
export const interfaceTermProblems = (root: string): ContentProblem[] =>
  interfaceStringFiles(root).flatMap((file) => termProblemsIn(file, fs.readFileSync(path.join(root, file), "utf8")));
