import { isGatsbyPage, scriptsAfterPaintScript, withScriptsAfterPaint } from "../../src/build/scripts-after-paint";

/** The end of a page as Gatsby 5 writes it (public/index.html), with its scripts slice. */
const gatsbyScripts = [
  `<script>window.___webpackCompilationHash="474914059ddddb967585";</script>`,
  `<script src="/webpack-runtime-08646efc01e7f0de3f43.js" async></script>`,
  `<script src="/framework-52b48c1b0d8878281d6c.js" async></script>`,
  `<script src="/app-788596fd59297ae18713.js" async></script>`,
].join("");
const builtPage = (scripts = gatsbyScripts) =>
  `<!DOCTYPE html><html><head><style>p{}</style></head><body><div id="___gatsby"><main><p>Text</p></main></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("Gatsby's scripts in a built page", () => {
  it("become the addresses, in the same order, of one inline script that starts them; nothing loads them before it", () => {
    const html = withScriptsAfterPaint(builtPage(), "public/index.html");
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link[^>]*preload/);
    expect(html).toContain(
      `<script data-scripts="/webpack-runtime-08646efc01e7f0de3f43.js /framework-52b48c1b0d8878281d6c.js /app-788596fd59297ae18713.js">${scriptsAfterPaintScript}</script>`,
    );
    expect(html.split(scriptsAfterPaintScript)).toHaveLength(2);
    expect(html.slice(0, html.indexOf("<!-- slice-start"))).toBe(
      builtPage().slice(0, builtPage().indexOf("<!-- slice-start")),
    );
  });

  it("are left as they are in a page an earlier build already finished (an incremental build)", () => {
    const once = withScriptsAfterPaint(builtPage(), "public/index.html");
    expect(withScriptsAfterPaint(once, "public/index.html")).toBe(once);
  });

  it("stop the build, naming the file, when Gatsby writes them in another way", () => {
    expect(() =>
      withScriptsAfterPaint(builtPage().replace(/<!-- slice-(start|end)[^>]*-->/g, ""), "public/x/index.html"),
    ).toThrow("public/x/index.html: Gatsby's scripts (the _gatsby-scripts slice) were not found");
    expect(() =>
      withScriptsAfterPaint(builtPage(gatsbyScripts.replace(/ async/, " defer")), "public/x/index.html"),
    ).toThrow(
      'public/x/index.html: a script of Gatsby\'s in a form not started after paint: <script src="/webpack-runtime-08646efc01e7f0de3f43.js" defer>',
    );
    expect(() => withScriptsAfterPaint(builtPage(""), "public/x/index.html")).toThrow(
      "public/x/index.html: no script of Gatsby's to start after paint",
    );
  });

  it("are looked for only in Gatsby's pages, not in the CMS's", () => {
    expect(isGatsbyPage(builtPage())).toBe(true);
    expect(isGatsbyPage("<html><head><script src=cms.js></script></head></html>")).toBe(false);
  });
});

describe("the script that starts them", () => {
  type Observer = {
    callback: (list: { getEntriesByName: (name: string) => unknown[] }, o: Observer) => void;
    disconnected: boolean;
  };
  let observers: Observer[];
  let frames: FrameRequestCallback[];

  const startedScripts = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected))
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
  };

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    frames = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((frame) => frames.push(frame));
    document.body.innerHTML = [
      // Script addresses inside the page, as if a document's text had slipped them past the content policy.
      '<div id="___gatsby"><main><link rel="preload" as="script" href="/planted.js"><p data-scripts="/planted.js"></p></main></div>',
      '<script>window.___webpackCompilationHash="474914059ddddb967585";</script>',
    ].join("");
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
    document.body.innerHTML = "";
  });

  /** Runs the script as the page's last inline script (jsdom runs it as it is inserted). */
  const run = () => {
    const script = document.createElement("script");
    script.setAttribute("data-scripts", "/webpack-runtime.js /app.js");
    script.textContent = scriptsAfterPaintScript;
    document.body.appendChild(script);
  };

  it("starts its scripts, in order, only once the frame after the first contentful paint is painted, and no other", () => {
    run();
    paint("first-paint");
    jest.runAllTimers();
    expect(startedScripts()).toEqual([]);
    paint("first-contentful-paint");
    expect(startedScripts()).toEqual([]);
    // The next frame's callbacks run before it paints, so still nothing; a task after it starts them.
    expect(frames).toHaveLength(1);
    frames.splice(0).forEach((frame) => frame(0));
    expect(startedScripts()).toEqual([]);
    jest.runAllTimers();
    expect(startedScripts()).toEqual(["/webpack-runtime.js", "/app.js"]);
    paint("first-contentful-paint");
    jest.runAllTimers();
    expect(startedScripts()).toHaveLength(2);
  });

  it("starts them at once in a browser without paint timing", () => {
    Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true });
    run();
    expect(startedScripts()).toEqual(["/webpack-runtime.js", "/app.js"]);
  });
});
