import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { assertBuilt } from "./public";
import { startStaticServer, type HeadersFor, type StaticServer } from "./server";

/** For a test file: the built site served on localhost and one Chromium, started before and closed after its tests. */
export const serveSiteToBrowser = (headersFor?: () => HeadersFor) => {
  const site = {} as { server: StaticServer; browser: Browser };
  beforeAll(async () => {
    assertBuilt();
    site.server = await startStaticServer(headersFor?.());
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
};
