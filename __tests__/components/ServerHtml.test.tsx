import { act, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ServerHtml } from "../../src/components/ServerHtml";
import { endFirstHydration, startFirstHydration } from "../../src/lib/first-hydration";

// The Node build: jsdom resolves "react-dom/server" to the browser build, which needs a TextEncoder jsdom lacks.
const { renderToString }: typeof import("react-dom/server") = require("react-dom/server.node");

// These tests drive React's roots themselves (Testing Library's render would set this for them).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The page as the server sent it, then hydrated in the browser with `clientTree`. */
const hydrate = async (serverTree: JSX.Element, clientTree: JSX.Element) => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(serverTree);
  document.body.append(container);
  startFirstHydration();
  await act(async () => {
    hydrateRoot(container, clientTree);
  });
  endFirstHydration();
  return container;
};

afterEach(() => {
  document.body.innerHTML = "";
});

test("during the first hydration a part keeps the server's HTML and does not render its children", async () => {
  const rendered = jest.fn(() => <p>Rendered in the browser</p>);
  const Child = rendered;
  const container = await hydrate(
    <ServerHtml>
      <p>Sent by the server</p>
    </ServerHtml>,
    <ServerHtml>
      <Child />
    </ServerHtml>,
  );
  expect(container.textContent).toBe("Sent by the server");
  expect(rendered).not.toHaveBeenCalled();
});

test("when the page re-renders after hydration (the carousel moves), a part keeps its nodes and the focus inside it", async () => {
  const Slide = () => {
    const [current, setCurrent] = useState(false);
    return (
      <div data-current={current}>
        <ServerHtml>
          <a href="https://reviews.example/">Review</a>
        </ServerHtml>
        <button type="button" onClick={() => setCurrent(true)}>
          Next
        </button>
      </div>
    );
  };
  const container = await hydrate(<Slide />, <Slide />);
  const link = container.querySelector("a")!;
  link.focus();
  await act(async () => container.querySelector("button")!.click());
  expect(container.querySelector("div")?.dataset.current).toBe("true");
  expect(container.querySelector("a")).toBe(link);
  expect(document.activeElement).toBe(link);
});

test("outside the first hydration (a client-side navigation) a part renders its children", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(
      <ServerHtml>
        <p>Rendered in the browser</p>
      </ServerHtml>,
    );
  });
  expect(container.textContent).toBe("Rendered in the browser");
});
