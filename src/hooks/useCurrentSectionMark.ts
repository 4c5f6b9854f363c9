import { useEffect } from "react";

/** The attribute on each "On this page" list (src/components/OnThisPage.tsx) whose links this hook marks. */
export const SECTION_LINKS = "data-section-links";

/** How far down the screen a heading counts as the start of what is being read. */
const READING_LINE = 0.3;

/**
 * Marks, in every "On this page" list, the link of the section being read (aria-current="location"): the last
 * heading above the reading line. The lists are server HTML the first hydration keeps (ServerHtml), so the mark
 * is set on their links directly; an IntersectionObserver says when a heading crosses the line, no scroll handler.
 */
export const useCurrentSectionMark = () => {
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(`[${SECTION_LINKS}] a[href^="#"]`)];
    const headings = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))]
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return;
    const mark = () => {
      const line = window.innerHeight * READING_LINE;
      const current = headings.filter((heading) => heading.getBoundingClientRect().top <= line).at(-1);
      for (const link of links)
        if (current && link.hash === `#${current.id}`) link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
    };
    const observer = new IntersectionObserver(mark, { rootMargin: `0px 0px -${(1 - READING_LINE) * 100}% 0px` });
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, []);
};
