import { type ChildProcess, spawn } from "child_process";
import path from "path";
import type { BrowserContext } from "playwright-core";
import { localBackendUrl } from "../../../src/cms/config";
import { freePort } from "./server";

const { decapServerEnv } = require("../../../scripts/lib/decap-server.cjs") as {
  decapServerEnv: (settings: { root: string; port?: number; workflow?: boolean }) => Record<string, string>;
};

/** A decap-server a test started, on a port of its own. */
export interface LocalBackend {
  process: ChildProcess;
  port: number;
}

/** `url` with its port changed to `port`. */
const atPort = (url: string, port: number) => {
  const moved = new URL(url);
  moved.port = String(port);
  return moved.href;
};

/** decap-server answering on its port for `site`; one that exits at once fails at once. */
const waitForBackend = async ({ process: server, port }: LocalBackend, site: string) => {
  let exited = false;
  server.once("exit", () => (exited = true));
  for (let attempt = 0; attempt < 50 && !exited; attempt++) {
    const answer = await fetch(atPort(localBackendUrl, port), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).catch(() => undefined);
    // decap-server names the folder it serves: another one on the port is not ours.
    if (answer?.ok && (await answer.json()).repo === path.basename(site)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer on port ${port}`);
};

/**
 * Decap's local backend as `npm run cms` starts it, on `site`: writing straight into its files, or
 * with `git` (`npm run cms -- --workflow`) keeping each draft on a `cms/…` branch of its repository.
 * It listens on a free port rather than the CMS's 8081, which `npm run cms` (cms-local.test, an
 * editor's own) may hold meanwhile; `reachThroughCmsPort` sends the CMS's requests there.
 */
export const startDecapServer = async (site: string, { git = false } = {}): Promise<LocalBackend> => {
  const port = await freePort();
  const server = spawn(process.execPath, [require.resolve("../../../scripts/lib/decap-server.cjs")], {
    env: { ...process.env, ...decapServerEnv({ root: site, port, workflow: git }), LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const backend = { process: server, port };
  await waitForBackend(backend, site);
  return backend;
};

/**
 * The CMS in `context` asks for its backend at localBackendUrl (port 8081, built into /admin/):
 * each of those requests is answered by `backend`, as if it listened there. A request is sent again
 * when its connection was reset: decap-server closes a connection idle for 5 s (Node's default), and on
 * a busy machine it did so just as the fetch reused it (ECONNRESET, cms.test now and then). A browser
 * sends such a request again itself; Playwright's fetch does only when asked.
 */
export const reachThroughCmsPort = (context: BrowserContext, backend: LocalBackend) =>
  context.route(
    (url) => url.origin === new URL(localBackendUrl).origin,
    async (route) =>
      route.fulfill({
        response: await route.fetch({ url: atPort(route.request().url(), backend.port), maxRetries: 2 }),
      }),
  );
