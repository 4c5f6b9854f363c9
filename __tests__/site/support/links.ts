import { pageDocument } from "./page-document";

export interface LinkProblem {
  page: string;
  url: string;
  problem: string;
}

export interface LinkPolicy {
  /** The production origin, used in canonical and social URLs: mapped onto the local build. */
  siteUrl: string;
  /** External URLs pages may link to (the booking page, what content deliberately cites). */
  allowedExternal: readonly string[];
}

/** Each page parsed once: its references are read from it, and its ids for the links to its sections. */
const documents = new Map<string, Document>();
const documentOf = (html: string): Document => {
  let document = documents.get(html);
  if (!document) {
    document = pageDocument(html);
    documents.set(html, document);
  }
  return document;
};

/** Every URL a page refers to: links, images and their srcsets, scripts, stylesheets, icons, canonical and social URLs. */
export const referencesIn = (html: string): string[] => {
  const document = documentOf(html);
  const urls: string[] = [];
  document.querySelectorAll("a[href], link[href]").forEach((el) => urls.push(el.getAttribute("href")!));
  document.querySelectorAll("img[src], script[src]").forEach((el) => urls.push(el.getAttribute("src")!));
  document.querySelectorAll("img[srcset], source[srcset]").forEach((el) =>
    el
      .getAttribute("srcset")!
      .split(",")
      .forEach((candidate) => urls.push(candidate.trim().split(/\s+/)[0])),
  );
  document
    .querySelectorAll('meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"]')
    .forEach((el) => urls.push(el.getAttribute("content")!));
  return urls.filter(Boolean);
};

/** Each page's ids, gathered once: its links to its own sections, and every page's links to it, ask again. */
const idsOf = new Map<string, Set<string>>();
export const idsIn = (html: string): Set<string> => {
  let ids = idsOf.get(html);
  if (!ids) {
    ids = new Set([...documentOf(html).querySelectorAll("[id]")].map((el) => el.id));
    idsOf.set(html, ids);
  }
  return ids;
};

/**
 * Checks one page's references: internal ones must answer below 400 and their
 * #fragment must exist; external ones must be on the allow-list.
 */
export const checkPageLinks = async (
  page: string,
  html: string,
  policy: LinkPolicy,
  fetchLocal: (path: string) => Promise<{ status: number; html?: string }>,
): Promise<LinkProblem[]> => {
  const problems: LinkProblem[] = [];
  for (const url of new Set(referencesIn(html))) {
    // tel: links dial the firm; data: URIs are inline (gatsby-plugin-image sizers) and fetch nothing.
    if (/^(tel|data):/.test(url)) continue;
    const local = url.startsWith(policy.siteUrl) ? url.slice(policy.siteUrl.length) || "/" : url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(local)) {
      if (!policy.allowedExternal.includes(url))
        problems.push({ page, url, problem: "external link not on the allow-list" });
      continue;
    }
    const target = new URL(local, `http://site${page}`);
    const response =
      target.pathname === page && target.hash
        ? { status: 200, html }
        : await fetchLocal(target.pathname + target.search);
    if (response.status >= 400) {
      problems.push({ page, url, problem: `answers ${response.status}` });
      continue;
    }
    const fragment = decodeURIComponent(target.hash.slice(1));
    if (fragment && response.html !== undefined && !idsIn(response.html).has(fragment)) {
      problems.push({ page, url, problem: `no element with id "${fragment}"` });
    }
  }
  return problems;
};
