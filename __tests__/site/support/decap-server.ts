import { type ChildProcess, spawn } from "child_process";
import path from "path";
import { localBackendUrl } from "../../../src/cms/config";

/** decap-server answering on its port for `site`; one that exits (the port is taken, e.g. by `npm run cms`) fails at once. */
const waitForBackend = async (server: ChildProcess, site: string) => {
  let exited = false;
  server.once("exit", () => (exited = true));
  for (let attempt = 0; attempt < 50 && !exited; attempt++) {
    const answer = await fetch(localBackendUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).catch(() => undefined);
    // decap-server names the folder it serves: another one already on the port (npm run cms) is not ours.
    if (answer?.ok && (await answer.json()).repo === path.basename(site)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer at ${localBackendUrl} (is port 8081 taken, e.g. by npm run cms?)`);
};

/**
 * Decap's local backend as `npm run cms` starts it, on `site`: writing straight into its files, or
 * with `git` (`npm run cms -- --workflow`) keeping each draft on a `cms/…` branch of its repository.
 */
export const startDecapServer = async (site: string, { git = false } = {}): Promise<ChildProcess> => {
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: site,
      PORT: new URL(localBackendUrl).port,
      LOG_LEVEL: "warn",
      MODE: git ? "git" : "fs",
    },
    stdio: "inherit",
  });
  await waitForBackend(server, site);
  return server;
};
