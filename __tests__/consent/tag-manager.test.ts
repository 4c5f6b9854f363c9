import { createTagManagerLoader, tagManagerId } from "../../src/consent/tag-manager";
import { siteFacts } from "../../src/site-facts";

const CONTAINER = "GTM-AB12CD3";

/** containerId null: a build without a container. */
const setup = (consent: boolean, containerId: string | null = CONTAINER) => {
  const state = { consent };
  const loadScript = jest.fn().mockResolvedValue(true);
  const win = { dataLayer: undefined } as unknown as Window;
  const loader = createTagManagerLoader({
    containerId: containerId ?? undefined,
    hasAnalyticsConsent: () => state.consent,
    loadScript,
    window: win,
  });
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

  it("loads its container once analytics is accepted", () => {
    const { loader, loadScript, win } = setup(true);
    loader.sync();
    expect(loadScript).toHaveBeenCalledWith(`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`);
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

  it("loads nothing without a container (deploy previews), even with consent", () => {
    const { loader, loadScript, win } = setup(true, null);
    loader.sync();
    expect(loadScript).not.toHaveBeenCalled();
    expect(win.dataLayer).toBeUndefined();
  });
});

// The build environment is passed in, so these hold whether or not GATSBY_GTM_ID is set where the tests run.
describe("the container a build loads", () => {
  it("is the site facts' container when GATSBY_GTM_ID is not set", () => {
    expect(tagManagerId({})).toBe(siteFacts.tagManagerId);
    expect(tagManagerId({ GATSBY_GTM_ID: " " })).toBe(siteFacts.tagManagerId);
  });

  it("is GATSBY_GTM_ID when set", () => {
    expect(tagManagerId({ GATSBY_GTM_ID: "GTM-OVERRIDE1" })).toBe("GTM-OVERRIDE1");
  });

  it("is none on a deploy preview, whatever else is set", () => {
    expect(tagManagerId({ GATSBY_DEPLOY_PREVIEW: "true", GATSBY_GTM_ID: "GTM-OVERRIDE1" })).toBeUndefined();
  });
});
