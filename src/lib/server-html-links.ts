import { navigate } from "gatsby";
import { gatsbyLoader } from "./gatsby-internals";
import { SERVER_HTML } from "./first-hydration";

/**
 * Gatsby's Link, for the links inside parts the first hydration keeps as server HTML
 * (src/components/ServerHtml.tsx): React attaches nothing to them, so one listener on the
 * document navigates client-side on a plain click, as Link does, and the page data is
 * prefetched when a link comes into view or the pointer rests on it.
 */

/** A path that is another site's as a router or server may read it: "//host/", or a slash (/, \, ／) escaped. */
const leavesTheSiteWhenRead = /^\/\/|%2f|%5c|%ef%bc%8f/i;

/**
 * A link to another page of this site, inside a server-HTML part, that Link would handle. Judged by
 * what the browser resolved, whatever the HTML says: a path such as "//host/" (from "/.//host/") is
 * same-origin to the browser, but Gatsby's router would hand it to location.assign, which leaves the
 * site; the browser's own navigation to it stays on the site.
 */
const siteLinkIn = (target: EventTarget | null): HTMLAnchorElement | null => {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>(`[${SERVER_HTML}] a[href]`);
  if (!link || link.target || link.hasAttribute("download")) return null;
  if (link.origin !== window.location.origin || leavesTheSiteWhenRead.test(link.pathname)) return null;
  return link;
};

const pathOf = (link: HTMLAnchorElement) => link.pathname + link.search;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export const listenToServerHtmlLinks = (): void => {
  document.addEventListener("click", (event) => {
    const link = siteLinkIn(event.target);
    if (!link || !isPlainClick(event)) return;
    // A link to a place on this page: the browser scrolls to it.
    if (pathOf(link) === window.location.pathname + window.location.search && link.hash) return;
    event.preventDefault();
    void navigate(pathOf(link) + link.hash);
  });
  document.addEventListener("mouseover", (event) => {
    const link = siteLinkIn(event.target);
    if (link) gatsbyLoader()?.hovering(pathOf(link));
  });
};

/** Prefetches the page data of the server-HTML links of the page shown, once each comes into view. */
export const prefetchServerHtmlLinksInView = (): void => {
  if (!("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const path = pathOf(entry.target as HTMLAnchorElement);
      if (path !== window.location.pathname + window.location.search) gatsbyLoader()?.enqueue(path);
    }
  });
  document.querySelectorAll(`[${SERVER_HTML}] a[href]`).forEach((link) => {
    if (siteLinkIn(link)) observer.observe(link);
  });
};
