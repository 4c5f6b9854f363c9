/**
 * Runs the import check of `npm run lint` (dependency-cruiser with .dependency-cruiser.cjs, the err reporter)
 * on `src` of each folder given, from that folder as the command runs from the project's, and prints each
 * cruise's exit code (`status`, the number of errors) and report as JSON: [{ status, report }, …].
 * Run by import-layers.test.ts in its own process, because dependency-cruiser is an ES module, which jest's
 * CommonJS transform cannot load; one process cruises every folder, as loading dependency-cruiser takes far
 * longer than cruising a small tree.
 * Usage: node cruise.mjs <folder>…
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.cjs"));

const verdicts = [];
for (const folder of process.argv.slice(2)) {
  process.chdir(folder);
  const { exitCode, output } = await cruise(
    ["src"],
    { ...structuredClone(options), outputType: "err" },
    {},
    { tsConfig: extractTSConfig(options.tsConfig.fileName) },
  );
  verdicts.push({ status: exitCode, report: output });
}
process.stdout.write(JSON.stringify(verdicts));
