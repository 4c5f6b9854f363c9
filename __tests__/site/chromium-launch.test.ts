import fs from "fs";
import { chromium, type BrowserServer } from "playwright-core";

/**
 * The browser tests' Chromium, launched as scripts/chromium.cjs says: its one extra `--disable-features`
 * switch, which replaces Playwright's own (Chromium honours the last), keeps every name of Playwright's
 * list, and it does turn the address bar's WebUI popups off. Either failing means the suite runs a
 * browser Playwright did not mean it to, or pays again the CPU those popups cost on every page.
 */
const {
  testChromiumPath,
  playwrightFlags,
  omniboxPopups,
}: {
  testChromiumPath: string;
  playwrightFlags: string[];
  omniboxPopups: string[];
} = require("../../scripts/chromium.cjs");

let server: BrowserServer;
beforeAll(async () => {
  server = await chromium.launchServer({ executablePath: testChromiumPath, args: playwrightFlags });
});
afterAll(() => server?.close());

const featureSwitches = () =>
  fs
    .readFileSync(`/proc/${server.process().pid}/cmdline`, "utf8")
    .split("\0")
    .filter((arg) => arg.startsWith("--disable-features="))
    .map((arg) => arg.slice("--disable-features=".length).split(","));

test("the last --disable-features switch carries every feature Playwright disables, and the omnibox popups", () => {
  const switches = featureSwitches();
  // Playwright's own first, then ours.
  expect(switches).toHaveLength(2);
  const [playwrights, ours] = switches;
  expect(playwrights.filter((name) => !ours.includes(name))).toEqual([]);
  expect(ours).toEqual(expect.arrayContaining(omniboxPopups));
});

test("the browser opens no WebUI page of its own beside a test's page", async () => {
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    const page = await browser.newPage();
    await page.goto("about:blank");
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send("Target.getTargets");
    expect(targetInfos.map(({ type, url }) => `${type} ${url}`)).toEqual(["page about:blank"]);
  } finally {
    await browser.close();
  }
});
