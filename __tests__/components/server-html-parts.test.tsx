import fs from "fs";
import path from "path";
import type { PageProps } from "gatsby";
import { useEffect, useState, type ReactElement } from "react";
import { render, waitFor } from "@testing-library/react";
import { ServerHtml } from "../../src/components/ServerHtml";
import { SERVER_HTML } from "../../src/lib/first-hydration";
import { bodyComponents, type BodyComponentName } from "../../src/lib/body-components";
import type { BodyElement, BodyTree } from "../../src/lib/body-tree";
import { pageTextsOf } from "../../src/data/page-texts";
import type { PageContextWithTexts } from "../../src/i18n/PageLanguage";
import type { Lang } from "../../src/languages";
import HomePage from "../../src/pages/index";
import ServicesPage from "../../src/pages/services";
import InsightTemplate from "../../src/templates/insight";
import LegalTemplate from "../../src/templates/legal";
import PageTemplate from "../../src/templates/page";
import ServiceTemplate from "../../src/templates/service";
import { bodyJson, fakeImage, mockSiteMetadata, pageProps } from "../support/gatsby";
import { pageLanguage, renderInLanguage } from "../support/page-language";
import { practiceIconOf } from "../../src/data/practice-areas";

/**
 * A part kept as the server's HTML (src/components/ServerHtml.tsx) is not rendered by the first
 * hydration, so nothing inside it can react to a visitor who landed on the page: an event handler
 * there, or a state or effect hook, works only after a client-side navigation. This test renders
 * every page kind, finds each such part, and walks what React rendered inside it.
 */

/** React's internal record of a rendered component or element (the parts of it read here). */
interface Fiber {
  tag: number;
  type: unknown;
  memoizedProps: Record<string, unknown> | null;
  memoizedState: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

// React 18's fiber tags and hook-effect flags (react-reconciler's ReactWorkTags, ReactHookEffectTags).
const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const FORWARD_REF = 11;
const SIMPLE_MEMO_COMPONENT = 15;
const LAYOUT_EFFECT = 4;
const PASSIVE_EFFECT = 8;

const fiberOf = (element: Element): Fiber => {
  const key = Object.keys(element).find((name) => name.startsWith("__reactFiber$"));
  if (!key) throw new Error("React rendered no fiber for a server-HTML part");
  return (element as unknown as Record<string, Fiber>)[key];
};

const anonymous = "an anonymous component";

const nameOf = (type: unknown): string => {
  if (typeof type === "string") return `<${type}>`;
  const named = type as { displayName?: string; name?: string; render?: { name?: string } } | null;
  return named?.displayName || named?.name || named?.render?.name || anonymous;
};

interface Hook {
  memoizedState: unknown;
  queue: unknown;
  next: Hook | null;
}

/** The hooks of a function component that make it change after it first renders: state and effects. */
const statefulHooksOf = (fiber: Fiber): string[] => {
  const found: string[] = [];
  for (let hook = fiber.memoizedState as Hook | null; hook; hook = hook.next) {
    const effect = hook.memoizedState as { tag?: unknown; create?: unknown } | null;
    if (hook.queue !== null) found.push("a state hook (useState, useReducer or useSyncExternalStore)");
    else if (typeof effect?.create === "function" && typeof effect.tag === "number") {
      if (effect.tag & PASSIVE_EFFECT) found.push("useEffect");
      else if (effect.tag & LAYOUT_EFFECT) found.push("useLayoutEffect");
    }
  }
  return found;
};

/** What would be dead on first load inside each server-HTML part of `container`, in words. */
const interactivePartsIn = (container: Element): string[] => {
  const found: string[] = [];
  const walk = (fiber: Fiber | null, owner: string) => {
    for (; fiber; fiber = fiber.sibling) {
      let inside = owner;
      if (typeof fiber.type === "string") {
        for (const [prop, value] of Object.entries(fiber.memoizedProps ?? {}))
          if (/^on[A-Z]/.test(prop) && typeof value === "function")
            found.push(`${prop} on ${nameOf(fiber.type)} inside ${owner}`);
      } else if (fiber.type === ServerHtml) {
        // A part inside a part: its own state is how it keeps the server's HTML; its content is walked as a part.
      } else if ([FUNCTION_COMPONENT, FORWARD_REF, SIMPLE_MEMO_COMPONENT].includes(fiber.tag)) {
        const name = nameOf(fiber.type);
        // Emotion wraps every element styled with `css` in a component of its own: name the site's.
        if (name !== anonymous && !name.startsWith("Emotion")) inside = name;
        for (const hook of statefulHooksOf(fiber)) found.push(`${hook} in ${name}`);
      } else if (fiber.tag === CLASS_COMPONENT) {
        found.push(`a class component, ${nameOf(fiber.type)}`);
      }
      walk(fiber.child, inside);
    }
  };
  for (const part of container.querySelectorAll(`[${SERVER_HTML}]`)) walk(fiberOf(part).child, "the part");
  return found;
};

/** A body holding every component an editor may write in a document of `kind`, among Markdown. */
const everyComponentIn = (kind: "service" | "legal" | "insight" | "page") =>
  bodyJson([
    ["h2", null, "A heading"],
    ["p", null, "Text with ", ["a", { href: "/services/" }, "a link"], "."],
    ["ul", null, ["li", null, "An item"]],
    ...(Object.entries(bodyComponents) as [BodyComponentName, (typeof bodyComponents)[BodyComponentName]][])
      .filter(([, { onlyIn }]) => onlyIn === null || onlyIn === kind)
      .map(([name]): BodyElement => [name, null]),
  ] as BodyTree);

const document = {
  title: "A document",
  description: "What it is about.",
  placeholders: [],
};

/** A practice group's icon, as the typed node carries it. */
const icon = practiceIconOf("disputes-and-recovery") as unknown as Record<string, unknown>;

const homeQuery: Queries.HomePageQuery = {
  foundation: { portraitAlt: "The founder", portrait: { childImageSharp: { gatsbyImageData: fakeImage } } },
};

const servicesQuery: Queries.ServicesPageQuery = {
  allMdxService: {
    nodes: [
      { slug: "a", title: "Service A", shortTitle: null, description: "A.", group: "companies-and-contracts", icon },
      { slug: "b", title: "Service B", shortTitle: "B", description: "B.", group: "disputes", icon },
    ],
  },
};

/** A page of src/pages/ as Gatsby gives it: its data and its context (language, twins, words). */
const pagePropsOf = <Data extends object>(data: Data, urlPath: string, lang: Lang) =>
  ({
    ...pageProps(data, urlPath),
    pageContext: { ...pageLanguage(lang, urlPath), texts: pageTextsOf(urlPath, lang) },
  }) as unknown as PageProps<Data, PageContextWithTexts<never>>;

/**
 * Every page kind, as a visitor first gets it, and the files whose server-HTML parts it shows:
 * together they are every file of src/ that places a ServerHtml (checked below).
 */
const pages: { name: string; parts: string[]; page: () => ReactElement; urlPath: string }[] = [
  {
    name: "the home page",
    parts: [
      "src/pages/index.tsx",
      "src/components/TestimonialCarousel.tsx",
      "src/components/Footer.tsx",
      "src/components/BookingBar.tsx",
      "src/components/home/TrustedBy.tsx",
    ],
    urlPath: "/",
    page: () => <HomePage {...pagePropsOf(homeQuery, "/", "en")} />,
  },
  {
    name: "the services page",
    parts: ["src/pages/services.tsx", "src/components/DeferredCallBand.tsx"],
    urlPath: "/services/",
    page: () => <ServicesPage {...pagePropsOf(servicesQuery, "/services/", "en")} />,
  },
  {
    name: "a service page",
    parts: ["src/templates/service.tsx", "src/components/DeferredPart.tsx"],
    urlPath: "/services/a/",
    page: () => (
      <ServiceTemplate
        {...pageProps(
          {
            mdxService: {
              ...document,
              slug: "a",
              date: "2026-03-04",
              reviewedOn: "2026-11-22",
              reviewedBy: "A reviewer",
              coverAlt: "A cover",
              coverImage: { childImageSharp: { gatsbyImageData: fakeImage }, social: null },
              body: everyComponentIn("service"),
            },
            relatedServices: { nodes: [{ slug: "b", title: "Service B", shortTitle: null, description: "B.", icon }] },
            allMdxInsight: { nodes: [{ slug: "an-update", title: "An update", date: "2026-06-01" }] },
          },
          "/services/a/",
          { related: ["b"] },
        )}
      />
    ),
  },
  {
    name: "a legal page",
    parts: ["src/templates/legal.tsx"],
    urlPath: "/legal/terms/",
    page: () => (
      <LegalTemplate
        {...pageProps(
          { mdxLegal: { ...document, slug: "terms", lastUpdated: "2026-03-04", body: everyComponentIn("legal") } },
          "/legal/terms/",
        )}
      />
    ),
  },
  {
    name: "an insight",
    parts: ["src/templates/insight.tsx"],
    urlPath: "/insights/an-update/",
    page: () => (
      <InsightTemplate
        {...pageProps(
          {
            mdxInsight: {
              ...document,
              slug: "an-update",
              date: "2026-06-01",
              updated: null,
              reviewedOn: null,
              reviewedBy: null,
              author: "founder",
              topics: ["a"],
              sources: [{ title: "A law", url: "https://laws.example/" }],
              coverImage: { social: null },
              body: everyComponentIn("insight"),
            },
            allMdxService: { nodes: [{ slug: "a", title: "Service A", shortTitle: null }] },
          },
          "/insights/an-update/",
        )}
      />
    ),
  },
  {
    name: "the foundation page",
    parts: ["src/templates/page.tsx", "src/components/FoundationArticle.tsx"],
    urlPath: "/foundation/",
    page: () => (
      <PageTemplate
        {...pageProps(
          {
            mdxPage: {
              ...document,
              slug: "foundation",
              portraitAlt: "The founder",
              portrait: { childImageSharp: { gatsbyImageData: fakeImage } },
              body: everyComponentIn("page"),
            },
          },
          "/foundation/",
        )}
      />
    ),
  },
];

beforeEach(mockSiteMetadata);

describe.each(pages)("$name", ({ page, urlPath }) => {
  it("has nothing inside its server-HTML parts that a visitor could act on before a client-side navigation", async () => {
    const { container } = renderInLanguage(page(), "en", urlPath);
    // A document's article comes through React.lazy in the browser (DeferredPart): wait until every part is there.
    const parts = () => [...container.querySelectorAll(`[${SERVER_HTML}]`)];
    await waitFor(() => expect(parts().filter((part) => part.childElementCount === 0)).toEqual([]));
    expect(parts().length).toBeGreaterThan(0);
    expect(interactivePartsIn(container)).toEqual([]);
  });
});

test("every file of src/ that places a server-HTML part has its page rendered above", () => {
  const placing: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx$/.test(entry.name) && /<ServerHtml\b|\bdeferredPart\(/.test(fs.readFileSync(file, "utf8")))
        placing.push(path.relative(process.cwd(), file));
    }
  };
  visit(path.join(process.cwd(), "src"));
  expect(placing.sort()).toEqual(pages.flatMap(({ parts }) => parts).sort());
});

describe("the check", () => {
  const Handler = () => (
    <button type="button" onClick={() => undefined}>
      Act
    </button>
  );
  const Counter = () => {
    const [count] = useState(0);
    return <p>{count}</p>;
  };
  const Effect = () => {
    useEffect(() => undefined, []);
    return <p>Effect</p>;
  };
  const Section = ({ children }: { children: ReactElement }) => <section>{children}</section>;

  it("finds an event handler, a state hook and an effect placed inside a part, however deep", () => {
    const { container } = render(
      <ServerHtml>
        <Section>
          <Handler />
        </Section>
        <Counter />
        <Effect />
      </ServerHtml>,
    );
    expect(interactivePartsIn(container)).toEqual([
      "onClick on <button> inside Handler",
      "a state hook (useState, useReducer or useSyncExternalStore) in Counter",
      "useEffect in Effect",
    ]);
  });

  it("leaves what is interactive outside the parts alone", () => {
    const { container } = render(
      <div>
        <Handler />
        <Counter />
        <ServerHtml>
          <p>Words</p>
        </ServerHtml>
      </div>,
    );
    expect(interactivePartsIn(container)).toEqual([]);
  });
});
