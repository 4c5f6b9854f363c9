import { useId, useState, type HTMLAttributes, type ReactNode } from "react";
import { isFirstHydration, SERVER_HTML } from "../lib/first-hydration";

interface ServerHtmlProps extends Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> {
  as?: "div" | "article" | "section" | "aside";
  children: ReactNode;
}

/** The server's HTML of this part, read once while the page first hydrates; null otherwise. */
const serverHtmlOf = (id: string): string | null =>
  isFirstHydration() ? (document.querySelector(`[${SERVER_HTML}="${CSS.escape(id)}"]`)?.innerHTML ?? null) : null;

/**
 * A part of the page nobody can act on (an MDX body, a home section, a testimonial's words,
 * the footer's lists). During the first hydration it keeps the server's HTML instead of
 * rendering its children again, which is most of React's main-thread work on a phone: React
 * leaves an element whose props are `dangerouslySetInnerHTML` as it is while hydrating. If
 * React has to render the page afresh instead (a hydration error), its new ids match no
 * server part, so the part renders its children. The choice is made once per mount, so a
 * re-render keeps the part's nodes; after a client-side navigation the part mounts anew and
 * renders its children. Links inside it are plain anchors until then:
 * src/lib/server-html-links.ts gives them Gatsby's navigation.
 */
export const ServerHtml = ({ as: Element = "div", children, ...attributes }: ServerHtmlProps) => {
  const id = useId();
  const [serverHtml] = useState(() => serverHtmlOf(id));
  const marker = { [SERVER_HTML]: id };
  return serverHtml === null ? (
    <Element {...attributes} {...marker}>
      {children}
    </Element>
  ) : (
    <Element {...attributes} {...marker} dangerouslySetInnerHTML={{ __html: serverHtml }} />
  );
};
