import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

/**
 * `npm run reference` (scripts/reference.cjs) as a developer runs it, in plain Node: given a copy of the
 * editors' reference whose messages are stale, it writes them back as the source says them.
 */
const root = path.resolve(__dirname, "../..");
const reference = fs.readFileSync(path.join(root, "content/REFERENCE.md"), "utf8");

const runOn = (text: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reference-"));
  const file = path.join(dir, "REFERENCE.md");
  try {
    fs.writeFileSync(file, text);
    const run = spawnSync(process.execPath, [path.join(root, "scripts/reference.cjs"), file], {
      cwd: dir,
      encoding: "utf8",
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}`, written: fs.readFileSync(file, "utf8") };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

// One run (a fresh Node transpiling the sources takes seconds); that an up-to-date file is left alone is
// __tests__/build/editors-reference.test.ts's.
it("writes stale messages back as the source says them", () => {
  const stale = reference.replace("description is required but missing or empty", "description is missing");
  expect(stale).not.toBe(reference);

  const rewritten = runOn(stale);
  expect(rewritten.output).toContain("REFERENCE.md: generated parts written");
  expect(rewritten.status).toBe(0);
  expect(rewritten.written).toBe(reference);
}, 60_000);
