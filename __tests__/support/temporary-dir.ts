import fs from "fs";
import os from "os";
import path from "path";

const made: string[] = [];

/** A fresh folder in the system's temporary folder, removed with everything in it after the test file. */
export const temporaryDir = (prefix: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
