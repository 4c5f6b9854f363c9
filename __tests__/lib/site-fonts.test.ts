import { earlyDocumentScript } from "../../src/lib/embedded";
import { SITE_FONTS_ID, SITE_FONTS_INITIAL_MEDIA } from "../../src/lib/site-fonts";

type Observer = {
  callback: (list: { getEntriesByName: (name: string) => unknown[] }, o: Observer) => void;
  disconnected: boolean;
};

describe("the site's faces, switched on by the early-document script", () => {
  let observers: Observer[];
  let frames: FrameRequestCallback[];

  const fontsMedia = () => document.getElementById(SITE_FONTS_ID)!.getAttribute("media");
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected))
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
  };
  /** Loads the page's head as the HTML has it, arriving from `referrer` by a navigation of `type`. */
  const load = (referrer: string, type: NavigationTimingType = "navigate") => {
    Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
    Object.defineProperty(performance, "getEntriesByType", {
      value: (entryType: string) => (entryType === "navigation" ? [{ type }] : []),
      configurable: true,
    });
    document.head.innerHTML = `<style id="${SITE_FONTS_ID}" media="${SITE_FONTS_INITIAL_MEDIA}"></style>`;
    new Function(earlyDocumentScript)();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    frames = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((frame) => frames.push(frame));
    class FakeObserver implements Observer {
      static supportedEntryTypes = ["paint", "longtask"];
      disconnected = false;
      constructor(public callback: Observer["callback"]) {
        observers.push(this);
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    document.head.innerHTML = "";
    delete (performance as Partial<Performance>).getEntriesByType;
  });

  it.each([
    ["a search engine's link", "https://www.google.com/"],
    ["a look-alike host", `${location.origin}.example.com/`],
    ["no referrer (typed, bookmarked)", ""],
  ])("wait on a first visit (%s) until the frame after the first contentful paint", (_, referrer) => {
    load(referrer);
    expect(fontsMedia()).toBe(SITE_FONTS_INITIAL_MEDIA);
    paint("first-paint");
    jest.runAllTimers();
    expect(fontsMedia()).toBe(SITE_FONTS_INITIAL_MEDIA);
    paint("first-contentful-paint");
    frames.splice(0).forEach((frame) => frame(0));
    expect(fontsMedia()).toBe(SITE_FONTS_INITIAL_MEDIA);
    jest.runAllTimers();
    expect(fontsMedia()).toBe("all");
  });

  it.each([
    ["a link from another page of the site", `${location.origin}/services/`, "navigate"],
    ["a reload", "", "reload"],
    ["back or forward", "https://www.google.com/", "back_forward"],
  ] as const)("apply from the first paint on a load that follows the site: %s", (_, referrer, type) => {
    load(referrer, type);
    expect(fontsMedia()).toBe("all");
  });

  it("apply at once in a browser without paint timing", () => {
    Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true });
    load("https://www.google.com/");
    expect(fontsMedia()).toBe("all");
  });
});
