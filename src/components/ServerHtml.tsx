import { useId, useState, type ReactNode } from "react";
import { isFirstHydration, SERVER_HTML } from "../lib/first-hydration";

interface ServerHtmlProps {
  as?: "div" | "article" | "section";
  className?: string;
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
export const ServerHtml = ({ as: Element = "div", className, children }: ServerHtmlProps) => {
  const id = useId();
  const [serverHtml] = useState(() => serverHtmlOf(id));
  const marker = { [SERVER_HTML]: id };
  return serverHtml === null ? (
    <Element className={className} {...marker}>
      {children}
    </Element>
  ) : (
    <Element className={className} {...marker} dangerouslySetInnerHTML={{ __html: serverHtml }} />
  );
};
