import { spawnSync } from "child_process";
import path from "path";

/** scripts/<script> run as an editor would, with `args`, writing into `contentDir` (CONTENT_DIR) instead of content/. */
export const runScaffold = (script: string, contentDir: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.resolve(__dirname, "../../../scripts", script), ...args], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir },
    timeout: 30_000,
  });
