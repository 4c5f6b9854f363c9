import fs from "fs";
import type { Browser } from "playwright-core";
import { localBackendUrl, localWorkflowParameter } from "../../../src/cms/config";
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
