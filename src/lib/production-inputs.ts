import type { SiteFacts } from "../site-facts";

/**
 * What a production build must not ship with: checked by `npm run build:production`
 * (scripts/build-production.cjs) before Gatsby starts. `npm run build` does not check,
 * so development and the tests run on the sample values.
 */

export interface DeployEnv {
  SITE_URL?: string;
  GATSBY_GTM_ID?: string;
}

/** Google Tag Manager container IDs: "GTM-" and upper-case letters and digits (GTM-XXXXXXX is the sample). */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The site-fact fields marked SAMPLE in site-facts.ts: a `/** SAMPLE` doc comment
 * right before a field, at any depth ("controller.name" style paths are not needed:
 * a marked field's name and line say where it is).
 */
export const sampleFields = (siteFactsSource: string): { field: string; line: number }[] =>
  [...siteFactsSource.matchAll(/\/\*\*[\s*]*SAMPLE\b[\s\S]*?\*\/\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*:/g)].map(
    (match) => ({
      field: match[1],
      line: siteFactsSource.slice(0, match.index! + match[0].indexOf("SAMPLE")).split("\n").length,
    }),
  );

/** A string in the facts on a reserved example domain (.example, .test, .invalid, example.com…): never a real address. */
const exampleValues = (value: unknown, at = "siteFacts"): string[] => {
  if (typeof value === "string") {
    const hosts = value.match(/\b[a-z0-9.-]+\.(?:example|test|invalid|localhost)\b|\bexample\.(?:com|org|net)\b/gi);
    return hosts ? [`${at} is on a reserved example domain (${hosts[0]})`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => exampleValues(item, `${at}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => exampleValues(item, `${at}.${key}`));
  return [];
};

export const siteUrlProblems = (url: string, source: string): string[] => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [`${source} "${url}" is not an absolute URL: it must be the site's https origin, e.g. https://www.firm.ae`];
  }
  const problems: string[] = [];
  if (parsed.protocol !== "https:") problems.push(`${source} "${url}" must use https://`);
  if (parsed.username || parsed.password || parsed.search || parsed.hash || !/^\/?$/.test(parsed.pathname))
    problems.push(`${source} "${url}" must be an origin only (https://host), without a path, query or fragment`);
  else if (url.replace(/\/$/, "") !== parsed.origin)
    problems.push(`${source} "${url}" must be written as its origin, ${parsed.origin}`);
  return problems;
};

/**
 * Every reason not to build for production, in one list (empty: go ahead).
 * SITE_URL and GATSBY_GTM_ID, when set, stand in for the site facts' siteUrl and tagManagerId.
 */
export const productionInputProblems = (
  env: DeployEnv,
  facts: SiteFacts,
  siteFactsSource: string,
  siteFactsFile = "src/site-facts.ts",
): string[] => {
  const problems: string[] = [];
  const siteUrlSet = Boolean(env.SITE_URL?.trim());
  const gtmIdSet = Boolean(env.GATSBY_GTM_ID?.trim());

  const siteUrl = siteUrlSet ? env.SITE_URL!.trim() : facts.siteUrl;
  problems.push(...siteUrlProblems(siteUrl, siteUrlSet ? "SITE_URL" : `${siteFactsFile} siteUrl`));

  const gtmId = gtmIdSet ? env.GATSBY_GTM_ID!.trim() : facts.tagManagerId;
  if (!GTM_ID.test(gtmId))
    problems.push(
      `${gtmIdSet ? "GATSBY_GTM_ID" : `${siteFactsFile} tagManagerId`} "${gtmId}" is not a Google Tag Manager ID (GTM- then capital letters and digits, e.g. GTM-AB12CD3)`,
    );

  const replacedByEnv = new Set([...(siteUrlSet ? ["siteUrl"] : []), ...(gtmIdSet ? ["tagManagerId"] : [])]);
  for (const { field, line } of sampleFields(siteFactsSource).filter(({ field }) => !replacedByEnv.has(field)))
    problems.push(
      `${siteFactsFile}:${line} ${field} is still marked SAMPLE: put in the firm's real value and remove the SAMPLE mark`,
    );

  const factsInUse = Object.fromEntries(Object.entries(facts).filter(([field]) => !replacedByEnv.has(field)));
  problems.push(...exampleValues(factsInUse).map((problem) => `${siteFactsFile}: ${problem}`));
  if (siteUrlSet) problems.push(...exampleValues(siteUrl, "SITE_URL"));
  return problems;
};
