import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import type { Browser, Page } from "playwright-core";
import { contentFolder } from "../../src/content-model";
import { contentBranch, localBackendUrl } from "../../src/cms/config";
import { launchBrowser } from "./support/browser";
import { closeCmsTest, openCms as openCmsAt } from "./support/cms-page";
import { type LocalBackend, startDecapServer } from "./support/decap-server";
import { builtSiteHeaders } from "./support/netlify-headers";
import { assertBuilt } from "./support/public";
import { startStaticServer, type StaticServer } from "./support/server";

/**
 * A page whose frontmatter is JavaScript (`---js`), committed by an editor to main and to a draft:
 * gray-matter, behind Decap's built-in format, would run it in the browser of whoever lists it,
 * beside their GitHub token, and the /admin/ policy allows eval. The built CMS, served with the
 * site's own headers, on decap-server's git mode (`npm run cms -- --workflow`) over a repository
 * made in a copy of the site: the collection, the page and the Workflow board show the file's
 * error and never run it, and a save never writes over it.
 */
import { copySite } from "./support/site-copy";

jest.setTimeout(120_000);

const slug = "business-setup-in-dubai-and-the-uae";
const file = path.join(contentFolder("service", "en"), `${slug}.mdx`);
const arabicFile = path.join(contentFolder("service", "ar"), `${slug}.mdx`);
/** Where decap-server keeps the draft of the page (its content key is <collection>/<slug>). */
const draftBranch = `cms/services/${slug}`;
/** Another service, listed as usual beside the unreadable one. */
const otherTitle = "Online Legal Counselling in Dubai";

/** Frontmatter that is code. It only marks the page it runs in; an attacker's would send the stored token away. */
const payload = (title: string) =>
  `---js\n{ title: (window.__frontmatterRan = true, ${JSON.stringify(title)}) }\n---\n\nSetting up a company.\n`;
const onMain = payload("Nice title");
const inDraft = payload("Nicer title");

/** What the CMS shows for the file instead of its fields (src/cms/format.ts). */
const problem = 'Line 1 is "---js": the first line must be exactly --- (three hyphens, nothing else)';

let site: string;
let backend: LocalBackend;
let server: StaticServer;
let browser: Browser;

const git = (...args: string[]) => {
  const result = spawnSync("git", ["-c", "commit.gpgsign=false", ...args], { cwd: site, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
};

const backendOrigin = new URL(localBackendUrl).origin;

/** The site's own headers; each Content-Security-Policy lets the page reach the local backend too, as GitHub's API in production. */
const headersWithLocalBackend = () => {
  const siteHeaders = builtSiteHeaders();
  return (urlPath: string) => {
    const headers = siteHeaders(urlPath);
    const policy = headers["content-security-policy"];
    return policy
      ? {
          ...headers,
          "content-security-policy": policy.replaceAll("connect-src 'self'", `connect-src 'self' ${backendOrigin}`),
        }
      : headers;
  };
};

beforeAll(async () => {
  assertBuilt();
  site = copySite("cms-frontmatter-");
  fs.writeFileSync(path.join(site, ".gitignore"), "node_modules\n");
  git("init", "--quiet", `--initial-branch=${contentBranch}`);
  git("config", "user.name", "Editor");
  git("config", "user.email", "editor@example.com");
  fs.writeFileSync(path.join(site, file), onMain);
  git("add", "--all");
  git("commit", "--quiet", "--message", "A service whose frontmatter is code");
  git("checkout", "--quiet", "-b", draftBranch);
  fs.writeFileSync(path.join(site, file), inDraft);
  // The draft changes the translation too: decap-server's git mode cannot read a draft's unchanged file.
  fs.appendFileSync(path.join(site, arabicFile), "\nفقرة جديدة.\n");
  git("commit", "--quiet", "--all", "--message", "Its draft, changed in both languages");
  // The draft's status on the Workflow board, which decap-server reads from the branch's description.
  git("config", `branch.${draftBranch}.description`, "decap-cms/draft");
  git("checkout", "--quiet", contentBranch);
  backend = await startDecapServer(site, { git: true });
  server = await startStaticServer(headersWithLocalBackend());
  browser = await launchBrowser();
});

afterAll(() => closeCmsTest({ browser, server, backend, site }));

/** /admin/?workflow, logged in to the local backend, at `hash`; everything else offsite is aborted and recorded. */
const openCms = (hash: string) => openCmsAt(browser, server.origin, backend, hash, { workflow: true });

const payloadRan = (page: Page) =>
  page.evaluate(() => (window as Window & { __frontmatterRan?: boolean }).__frontmatterRan === true);

/** What the CMS shows of the page's file, wherever it lists it: the error, never the file's own title. */
const expectListedAsError = async (page: Page) => {
  await page.getByText(`⚠ Cannot be opened: ${problem}`).waitFor();
  await expect(page.getByText(/Nicer? title/).count()).resolves.toBe(0);
};

/** The page open in the editor: the English form's title and body say what is wrong; nothing of the file shows. */
const expectOpenAsError = async (page: Page) => {
  await page.getByText("Writing in EN").waitFor();
  const title = page.getByLabel("Title", { exact: true }).first();
  await expect(title.inputValue()).resolves.toBe(`⚠ Cannot be opened: ${problem}, then the fields, then --- again.`);
  const body = page.locator("[data-slate-editor]").first();
  await expect(body.textContent()).resolves.toContain("Ask a developer to fix the file in git");
  const values = await page
    .locator("input, textarea")
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  expect(values.filter((value) => /Nicer? title|Setting up a company/.test(value))).toEqual([]);
};

test("the collection lists the page as its error, beside the other services; nothing in its frontmatter runs", async () => {
  const { close, page, errors, violations, offsite } = await openCms("/collections/services");
  try {
    await page.getByText(otherTitle).waitFor();
    expect(await payloadRan(page)).toBe(false);
    await expectListedAsError(page);
    expect(await payloadRan(page)).toBe(false);
    expect({ violations, errors, offsite }).toEqual({ violations: [], errors: [], offsite: [] });
  } finally {
    await close();
  }
});

test("the Workflow board lists the draft as its error, and the draft opens as it; nothing in it runs", async () => {
  const { close, page, errors, violations, offsite } = await openCms("/workflow");
  try {
    await page.locator(`a[href*="/collections/services/entries/${slug}?"]`).waitFor();
    expect(await payloadRan(page)).toBe(false);
    await expectListedAsError(page);
    await page.getByText(`⚠ Cannot be opened: ${problem}`).click();
    await expectOpenAsError(page);
    // One form beside the preview: the preview says the same, instead of the page.
    await page.getByTitle("Toggle i18n").click();
    const alert = page.frameLocator("#preview-pane").getByRole("alert");
    await expect(alert.textContent()).resolves.toContain(`This file cannot be opened in the CMS. ${problem}`);
    expect(await payloadRan(page)).toBe(false);
    expect({ violations, errors, offsite }).toEqual({ violations: [], errors: [], offsite: [] });
  } finally {
    await close();
  }
});

test("the page opens as its error, not its fields; saving it, even filled in, is refused and writes nothing", async () => {
  const { close, page, violations } = await openCms(`/collections/services/entries/${slug}`);
  const branches = git("branch", "--list", "--verbose", "--no-abbrev");
  try {
    await expectOpenAsError(page);
    expect(await payloadRan(page)).toBe(false);
    // What an editor would do with an empty form: fill in every required field, then save.
    await page.getByLabel("Description", { exact: true }).first().fill("Company formation in Dubai.");
    await page.getByLabel("Last updated", { exact: true }).first().fill("2026-11-27");
    await page.getByLabel("Practice area", { exact: true }).first().fill("Companies");
    // react-select's options have no role: each is a div whose id ends in -option-<n>.
    await page.locator('div[id*="-option-"]').filter({ hasText: "Companies and contracts" }).first().click();
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.locator('input[type="file"]').setInputFiles(path.join(site, "content/images", `${slug}.jpg`));
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByRole("button", { name: "Remove image" }).first().waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    const refusal = page.getByText("Not saved: this page's file cannot be read.");
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain(`${problem}, then the fields, then --- again.`);
    await expect(refusal.textContent()).resolves.toContain("Ask a developer to fix the file in git");
    expect(await payloadRan(page)).toBe(false);
    expect(violations).toEqual([]);
  } finally {
    await close();
  }
  // No commit, no new draft: main's file and the draft's are the editor's, byte for byte.
  expect(git("branch", "--list", "--verbose", "--no-abbrev")).toBe(branches);
  expect(git("status", "--porcelain")).toBe("");
  expect(git("show", `${contentBranch}:${file}`)).toBe(onMain);
  expect(git("show", `${draftBranch}:${file}`)).toBe(inDraft);
});
