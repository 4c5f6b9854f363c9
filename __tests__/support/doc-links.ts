import fs from "fs";
import path from "path";

/**
 * What a reader of the README, docs/ and the editors' guides would find broken: a link to a file that is not
 * there or to a heading the page does not have, and (in the README) an `npm run` script or a file path that the
 * repository does not have. Code blocks and code spans are examples, not links, and links to the live site
 * (/…) or elsewhere (https:, mailto:) are not followed.
 */

/** The text a reader follows: fenced code blocks and HTML comments dropped. */
const proseOf = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/<!--[\s\S]*?-->/g, "");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens (github-slugger). */
export const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");

/** The anchors of a page: one per heading (a repeated heading gets -1, -2, …), and any <a id> or <a name>. */
export const anchorsOf = (markdown: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of proseOf(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
};

/** The links of a page (code spans left out), as written: `[text](target)` and `![alt](target)`. */
const linksOf = (markdown: string): string[] =>
  [
    ...proseOf(markdown)
      .replace(/`[^`\n]*`/g, "")
      .matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
  ].map((match) => match[1]);

/** Problems with the links of `file` (relative to `root`), as "file: link (what is wrong)". */
export const linkProblems = (root: string, file: string, markdown: string): string[] =>
  linksOf(markdown).flatMap((link) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith("/")) return [];
    const [target, anchor] = link.split("#", 2);
    const targetFile = target ? path.join(path.dirname(file), decodeURI(target)) : file;
    const absolute = path.join(root, targetFile);
    if (!fs.existsSync(absolute)) return [`${file}: ${link} (no file ${targetFile})`];
    if (anchor === undefined || !/\.md$/.test(targetFile)) return [];
    const page = target ? fs.readFileSync(absolute, "utf8") : markdown;
    return anchorsOf(page).has(decodeURIComponent(anchor))
      ? []
      : [`${file}: ${link} (${targetFile} has no heading #${anchor})`];
  });

/**
 * Problems with what the README names: `npm run x` scripts that package.json lacks, and file paths that do not
 * exist. A path .gitignore lists (`public/`, `screenshots/`) is what a command makes, so it need not exist yet;
 * a path outside the checkout (`../shared/spec.md`) is not checked.
 */
export const namedThingProblems = (
  root: string,
  file: string,
  markdown: string,
  scripts: Record<string, string>,
  made: readonly string[] = [],
) => {
  const problems: string[] = [];
  for (const [, script] of markdown.matchAll(/\bnpm run ([\w:-]+)/g))
    if (!(script in scripts)) problems.push(`${file}: npm run ${script} (package.json has no such script)`);
  // A code span that is a path in the repository: folders and a file name with an extension, no placeholder.
  for (const [, span] of markdown.matchAll(/`([^`\s]+)`/g)) {
    // Outside the repository (../shared/spec.md) or at the site's root (/ar/): not a file of this checkout.
    const isPath = /^(\.\/)?[\w.-]+(\/[\w@.-]+)*\/?$/.test(span); // not a package (@scope/name)
    const looksLikeFile = span.includes("/") || /^[\w.-]+\.(md|ts|tsx|mjs|cjs|js|json|toml|yml|yaml)$/.test(span);
    const outside = span.startsWith("../");
    if (outside || !isPath || !looksLikeFile || /^[\w-]+\.[a-z]+\//.test(span) || made.includes(span)) continue;
    if (!fs.existsSync(path.join(root, path.dirname(file), span)) && !fs.existsSync(path.join(root, span)))
      problems.push(`${file}: ${span} (no such file or folder)`);
  }
  return problems;
};
