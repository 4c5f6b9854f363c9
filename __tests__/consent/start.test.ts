jest.mock("vanilla-cookieconsent", () => ({
  run: jest.fn(),
  showPreferences: jest.fn(),
  acceptedCategory: jest.fn(),
  loadScript: jest.fn(),
}));

import * as CookieConsent from "vanilla-cookieconsent";

const cc = CookieConsent as jest.Mocked<typeof CookieConsent>;

const freshStart = () => {
  let module!: typeof import("../../src/consent/start");
  jest.isolateModules(() => {
    module = require("../../src/consent/start");
  });
  return module;
};

describe("starting consent", () => {
  it("keeps a missing translation internal: logged, never thrown", async () => {
    cc.run.mockRejectedValueOnce("Could not load translation for the 'en' language");
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    await expect(freshStart().startConsent()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      "Cookie consent could not start:",
      "Could not load translation for the 'en' language",
    );
    warn.mockRestore();
  });

  it("runs the consent manager once however often it is asked", async () => {
    cc.run.mockResolvedValue(undefined);
    cc.run.mockClear();
    const start = freshStart();
    await Promise.all([start.startConsent(), start.startConsent()]);
    expect(cc.run).toHaveBeenCalledTimes(1);
  });

  it("reopening the preferences does not throw where the banner never started", () => {
    cc.showPreferences.mockImplementationOnce(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'addEventListener')");
    });
    expect(() => freshStart().showPreferences()).not.toThrow();
  });
});
