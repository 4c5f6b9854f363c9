/** Shared by the benchmark scripts: medians, and rewriting one marked section of BENCHMARKS.md. */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const file = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../BENCHMARKS.md");

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const commitAndDate = () => {
  let commit = "uncommitted";
  try {
    commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
    if (execSync("git status --porcelain", { encoding: "utf8" }).trim()) commit += " (with uncommitted changes)";
  } catch {
    // Not a git checkout: the report says "uncommitted".
  }
  return { date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC", commit };
};

/** Replaces the text between <!-- bench:NAME --> and <!-- /bench:NAME --> in BENCHMARKS.md. */
export const replaceSection = (name, body) => {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const text = fs.readFileSync(file, "utf8");
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < 0) throw new Error(`BENCHMARKS.md has no ${open} … ${close} section`);
  fs.writeFileSync(file, `${text.slice(0, start + open.length)}\n${body}\n${text.slice(end)}`);
};
