import type { BrowserContext, Page } from "playwright-core";

/** The tag manager's script; browser tests answer it with a local stub, never the network. */
export const tagManagerUrl = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=/;

/** What the tests' pages may carry on window: the stub's mark and the logs tests add. */
export type TestWindow = Window & { __tagManagerStubRan?: boolean; __cspViolations?: string[]; __plantedRan?: boolean };

/**
 * Answers the tag manager's host with a stub that runs `script` (if any) and marks the page.
 * Returns the list of requests it answered, filled as they come.
 */
export const stubTagManager = async (context: BrowserContext, script = "") => {
  const requests: string[] = [];
  await context.route(tagManagerUrl, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: `${script}\nwindow.__tagManagerStubRan = true;` });
  });
  return requests;
};

/** Resolves once the stubbed tag manager has run in the page. */
export const tagManagerRan = (page: Page) =>
  page.waitForFunction(() => (window as TestWindow).__tagManagerStubRan === true);
