import { navigate } from "gatsby";
import { SERVER_HTML } from "../../src/lib/first-hydration";
import { listenToServerHtmlLinks } from "../../src/lib/server-html-links";

/** A link inside a server-HTML part, clicked: whether the listener took it for a route of this site. */
const clickedAsRoute = (href: string) => {
  document.body.innerHTML = `<div ${SERVER_HTML}="body"><a href="">link</a></div>`;
  const link = document.querySelector("a")!;
  link.setAttribute("href", href);
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  // jsdom does not navigate: a click the listener leaves alone is only not prevented.
  link.dispatchEvent(click);
  return click.defaultPrevented || jest.mocked(navigate).mock.calls.length > 0;
};

beforeAll(() => listenToServerHtmlLinks());
beforeEach(() => jest.mocked(navigate).mockClear());

describe("a link in server HTML (a document's body)", () => {
  it("to a page of this site is followed by Gatsby's client-side navigation", () => {
    expect(clickedAsRoute("/legal/terms/")).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/legal/terms/");
  });

  it.each([
    "//evil.example/login",
    "/\\evil.example/login",
    "/\t/evil.example/login",
    "https://evil.example/",
    // Same-origin paths "//evil.example/…" to the browser, which Gatsby's router would send to location.assign.
    "/.//evil.example/login",
    "/..//evil.example/login",
    "/%2e//evil.example/login",
    "/.\\/evil.example/login",
    "/.%2f/evil.example/login",
  ])("to %j is another site: the browser follows it, never Gatsby's router", (href) => {
    expect(clickedAsRoute(href)).toBe(false);
  });
});
