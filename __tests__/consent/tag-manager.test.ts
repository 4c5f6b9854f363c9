import { createTagManagerLoader, tagManagerUrl } from "../../src/consent/tag-manager";
import { siteFacts } from "../../src/site-facts";

const setup = (consent: boolean) => {
  const state = { consent };
  const loadScript = jest.fn().mockResolvedValue(true);
  const win = { dataLayer: undefined } as unknown as Window;
  const loader = createTagManagerLoader({ hasAnalyticsConsent: () => state.consent, loadScript, window: win });
  return { state, loadScript, win, loader };
};

const consentCommands = (win: Window) =>
  (win.dataLayer ?? [])
    .filter((entry: any) => entry?.[0] === "consent")
    .map((entry: any) => [entry[1], entry[2].analytics_storage]);

describe("tag manager loader", () => {
  it("loads nothing without analytics consent", () => {
    const { loader, loadScript, win } = setup(false);
    loader.sync();
    expect(loadScript).not.toHaveBeenCalled();
    expect(win.dataLayer).toBeUndefined();
  });

  it("loads the container from the site facts once analytics is accepted", () => {
    const { loader, loadScript, win } = setup(true);
    loader.sync();
    expect(loadScript).toHaveBeenCalledWith(`https://www.googletagmanager.com/gtm.js?id=${siteFacts.tagManagerId}`);
    expect(win.dataLayer).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
    expect(loader.loaded).toBe(true);
  });

  it("never loads twice", () => {
    const { loader, loadScript } = setup(true);
    loader.sync();
    loader.sync();
    loader.sync();
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it("loads later when consent is given after a refusal", () => {
    const { loader, loadScript, state } = setup(false);
    loader.sync();
    state.consent = true;
    loader.sync();
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it("tells the loaded tags to stop analytics when consent is withdrawn, and to resume when given again", () => {
    const { loader, state, win } = setup(true);
    loader.sync();
    state.consent = false;
    loader.sync();
    state.consent = true;
    loader.sync();
    expect(consentCommands(win)).toEqual([
      ["default", "granted"],
      ["update", "denied"],
      ["update", "granted"],
    ]);
  });

  it("GATSBY_GTM_ID overrides the container at build time", () => {
    const before = process.env.GATSBY_GTM_ID;
    process.env.GATSBY_GTM_ID = "GTM-OVERRIDE";
    expect(tagManagerUrl()).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-OVERRIDE");
    if (before === undefined) delete process.env.GATSBY_GTM_ID;
    else process.env.GATSBY_GTM_ID = before;
  });
});
