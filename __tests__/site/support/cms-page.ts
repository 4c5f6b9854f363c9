import fs from "fs";
import path from "path";
import type { Browser, Page } from "playwright-core";
import { localBackendUrl, localWorkflowParameter } from "../../../src/cms/config";
import { localSaveButton, localSaveNow } from "../../../src/cms/local-mode";
import { routes } from "../../../src/lib/routes";
import { openSite, recordCspViolations, watchErrors } from "./browser";
import { type LocalBackend, reachThroughCmsPort } from "./decap-server";
import type { StaticServer } from "./server";

/**
 * /admin/ served at `origin`, logged in to the local backend (`backend`), at `hash`, in a fresh
 * context that can reach only the site and the backend. With `workflow`, the CMS of
 * `npm run cms -- --workflow` (its Workflow board). Console errors, CSP violations and aborted
 * offsite requests are recorded. `close` closes the context, leaving any backend request still in
 * flight unanswered (its handler would otherwise fail the test it outlived).
 */
export const openCms = async (
  browser: Browser,
  origin: string,
  backend: LocalBackend,
  hash: string,
  { workflow = false } = {},
) => {
  const { context, offsiteRequests: offsite } = await openSite(browser, origin, {
    viewport: { width: 1280, height: 900 },
    alsoAllow: [new URL(localBackendUrl).origin],
  });
  await reachThroughCmsPort(context, backend);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const violations = await recordCspViolations(page);
  const admin = workflow ? `${origin}${routes.cms}?${localWorkflowParameter}` : `${origin}${routes.cms}`;
  await page.goto(admin);
  await page.getByRole("button", { name: "Login" }).click();
  await page
    .getByRole("link", { name: workflow ? "Workflow" : "Services" })
    .first()
    .waitFor();
  await page.goto(`${admin}#${hash}`);
  const close = async () => {
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.close();
  };
  return { page, errors, violations, offsite, close };
};

/** Closes what a CMS test started, whichever of it did start: the browser, the site's server, decap-server, and the site's copy. */
export const closeCmsTest = async (started: {
  browser?: Browser;
  server?: StaticServer;
  backend?: LocalBackend;
  site?: string;
}) => {
  await started.browser?.close();
  await started.server?.close();
  started.backend?.process.kill();
  if (started.site) fs.rmSync(started.site, { recursive: true, force: true });
};

/** Decap's "Publish" → "Publish now", which the local CMS words as what it does (src/cms/local-mode.ts). */
export const saveInLocalCms = async (page: Page) => {
  await page.getByRole("button", { name: localSaveButton }).click();
  await page.getByRole("menuitem", { name: localSaveNow }).click();
};

/** The text of a file of `site`, or null when there is none. */
export const fileText = (site: string, file: string) =>
  fs.existsSync(path.join(site, file)) ? fs.readFileSync(path.join(site, file), "utf8") : null;

/**
 * Saves the entry open in the local CMS and reads `files` (paths in `site`) back once decap-server has written
 * them: each of `changed` (by default all) differs from what it was before the save, and every file reads the
 * same twice in a row (decap-server writes in place: a read in the middle of its write saw part of a file).
 * Resolves with each file's text (null: no file) after up to 10 s, written or not, for the test to judge.
 */
export const saveAndRead = async (
  page: Page,
  site: string,
  files: string[],
  { changed = files }: { changed?: string[] } = {},
): Promise<(string | null)[]> => {
  const read = () => files.map((file) => fileText(site, file));
  const before = read();
  await saveInLocalCms(page);
  let last = before;
  for (let wait = 0; wait < 50; wait++) {
    await page.waitForTimeout(200);
    const now = read();
    const written = files.every((file, index) => !changed.includes(file) || now[index] !== before[index]);
    const settled = now.every((text, index) => text === last[index]);
    last = now;
    if (written && settled) break;
  }
  return last;
};
