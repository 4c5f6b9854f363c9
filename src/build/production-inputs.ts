import type { SiteFacts } from "../site-facts";
import {
  SAMPLE_IMAGE_MARK,
  SAMPLE_MARK,
  SAMPLE_TESTIMONIALS,
  SAMPLE_VALUES,
  SITE_FACTS_FILE,
  TESTIMONIALS_FILE,
  distinctiveSamples,
  gtmIdProblem,
  hostProblem,
  hostsIn,
  isPlaceholderAddress,
  isPlaceholderNumber,
  pastDayProblem,
  placeholderGtmIdsIn,
  httpsUrlProblem,
  uaePhoneProblem,
} from "./sample-values";

/**
 * What a production build must not ship with: checked by `npm run build:production`
 * (scripts/build-production.cjs) before Gatsby starts. `npm run build` does not check,
 * so development and the tests run on the sample values. A value is refused by what it
 * is (src/build/sample-values.ts); the SAMPLE marks are a further check, not the only one.
 */

export interface DeployEnv {
  SITE_URL?: string;
  GATSBY_GTM_ID?: string;
}

/**
 * A testimonial as src/data/testimonials.ts lists it, loaded without type checks: its source may be
 * missing or part-filled. (Declared here so that this helper does not import the data above it.)
 */
export interface LoadedTestimonial {
  text: string;
  author: string;
  position: string;
  source?: Partial<{ platform: string; url: string; date: string }>;
}

/** The sources a production build publishes from, as loaded (not type-checked: a testimonial may lack its source). */
export interface ProductionInputs {
  facts: SiteFacts;
  factsSource: string;
  testimonials: readonly LoadedTestimonial[];
  testimonialsSource: string;
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

/** The lines of a source file that carry a SAMPLE mark. */
const markedLines = (source: string): number[] =>
  source.split("\n").flatMap((text, i) => (SAMPLE_MARK.test(text) ? [i + 1] : []));

/** Every string in a value, with its path ("siteFacts.phone.display") and the key that holds it. */
const stringsIn = (value: unknown, at: string, key = ""): { at: string; key: string; text: string }[] => {
  if (typeof value === "string") return [{ at, key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsIn(item, `${at}[${i}]`, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => stringsIn(item, `${at}.${name}`, name));
  return [];
};

/** Objects in a value flagged `sample: true` (the processors the firm has yet to confirm). */
const sampleFlagged = (value: unknown, at: string): string[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => sampleFlagged(item, `${at}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const own = "sample" in value && value.sample === true ? [at] : [];
  return [...own, ...Object.entries(value).flatMap(([name, item]) => sampleFlagged(item, `${at}.${name}`))];
};

/** What a text is, if it is a shipped sample: the sample it is or holds and what to put instead. */
const shippedSample = (text: string) =>
  SAMPLE_VALUES.find(({ value }) => text === value) ??
  SAMPLE_VALUES.find(({ value }) => distinctiveSamples.includes(value) && text.includes(value));

/** The problems of one string of the facts or testimonials, by what it holds wherever it is. */
const valueProblems = (file: string, { at, key, text }: { at: string; key: string; text: string }): string[] => {
  const problems: string[] = [];
  const sample = shippedSample(text);
  if (sample) problems.push(`${file}: ${at} "${text}" is the shipped sample (${sample.at}): put ${sample.put}`);
  for (const host of hostsIn(text)) {
    const problem = hostProblem(host);
    if (problem && !sample) problems.push(`${file}: ${at} "${text}": ${host} ${problem}: put the real address`);
  }
  for (const id of sample ? [] : placeholderGtmIdsIn(text))
    problems.push(`${file}: ${at} "${text}": ${id} ${gtmIdProblem(id)}: put the firm's GTM- ID`);
  if (/licen[cs]e(?:Number|No|\.number)$/i.test(at) && isPlaceholderNumber(text))
    problems.push(`${file}: ${at} "${text}" is a placeholder number: put the number on the licence`);
  if (/address$/i.test(key) && isPlaceholderAddress(text))
    problems.push(`${file}: ${at} "${text}" is a placeholder address: put the registered address on the licence`);
  return problems;
};

const dayProblem = (file: string, at: string, value: string | undefined, today: Date, what: string) => {
  const problem = pastDayProblem(value ?? "", today);
  return problem ? [`${file}: ${at} ${problem}: put ${what} (YYYY-MM-DD, not in the future)`] : [];
};

const urlProblem = (file: string, at: string, value: string | undefined, what: string) => {
  const problem = httpsUrlProblem(value ?? "");
  return problem ? [`${file}: ${at} ${problem}: put ${what}`] : [];
};

/** The claims' figures need where they come from: the public review page and the day counted, the client records. */
const claimSourceProblems = ({ claims }: SiteFacts, today: Date): string[] => {
  const at = "siteFacts.claims";
  const basis = claims.entrepreneursServedSource;
  return [
    ...(claims.reviewPlatform?.trim()
      ? []
      : [`${SITE_FACTS_FILE}: ${at}.reviewPlatform is empty: put where the reviews are published`]),
    ...urlProblem(SITE_FACTS_FILE, `${at}.reviewsUrl`, claims.reviewsUrl, "the public page of the reviews"),
    ...dayProblem(SITE_FACTS_FILE, `${at}.reviewsAsOf`, claims.reviewsAsOf, today, "the day the reviews were counted"),
    ...(basis?.basis?.trim()
      ? []
      : [`${SITE_FACTS_FILE}: ${at}.entrepreneursServedSource.basis is empty: put what the figure counts`]),
    ...dayProblem(
      SITE_FACTS_FILE,
      `${at}.entrepreneursServedSource.asOf`,
      basis?.asOf,
      today,
      "the day it was counted",
    ),
  ];
};

const phoneProblems = ({ phone, whatsapp }: SiteFacts): string[] => {
  const at = `${SITE_FACTS_FILE}: siteFacts.phone`;
  const problems = [phone.display, phone.e164].flatMap((number, i) => {
    const problem = uaePhoneProblem(number);
    return problem ? [`${at}.${i === 0 ? "display" : "e164"} ${problem}: put the firm's number`] : [];
  });
  // wa.me wants the number's digits alone: 971…, no "+", no spaces.
  const whatsappProblem = !whatsapp
    ? undefined
    : /\D/.test(whatsapp)
      ? `"${whatsapp}" is not digits only`
      : uaePhoneProblem(`+${whatsapp}`);
  if (whatsappProblem)
    problems.push(
      `${SITE_FACTS_FILE}: siteFacts.whatsapp ${whatsappProblem}: put the firm's WhatsApp number (971…, digits only), or "" for none`,
    );
  if (phone.display.replace(/\D/g, "") !== phone.e164.replace(/\D/g, ""))
    problems.push(`${at}: display "${phone.display}" and e164 "${phone.e164}" must be the same number`);
  return problems;
};

const testimonialProblems = (testimonials: ProductionInputs["testimonials"], today: Date): string[] =>
  testimonials.flatMap((testimonial, i) => {
    const at = `testimonials[${i}] (${testimonial.author})`;
    const sample = SAMPLE_TESTIMONIALS.find(
      ({ author, text }) => testimonial.author === author || testimonial.text.trim() === text,
    );
    if (sample)
      return [
        `${TESTIMONIALS_FILE}: ${at} is the sample testimonial by ${sample.author}: put a real client's words, with consent and their published review`,
      ];
    const { source } = testimonial;
    if (!source)
      return [`${TESTIMONIALS_FILE}: ${at} has no source: put source: { platform, url, date } of the published review`];
    return [
      ...(source.platform?.trim() ? [] : [`${TESTIMONIALS_FILE}: ${at}.source.platform is empty: put the review site`]),
      ...urlProblem(TESTIMONIALS_FILE, `${at}.source.url`, source.url, "the link to the review"),
      ...dayProblem(TESTIMONIALS_FILE, `${at}.source.date`, source.date, today, "the day of the review"),
      ...stringsIn(testimonial, at).flatMap((value) => valueProblems(TESTIMONIALS_FILE, value)),
    ];
  });

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
  const host = hostProblem(parsed.hostname);
  if (host) problems.push(`${source} "${url}": ${parsed.hostname} ${host}: put the live site's own domain`);
  return problems;
};

/**
 * Every reason not to build for production, in one list (empty: go ahead).
 * SITE_URL and GATSBY_GTM_ID, when set, stand in for the site facts' siteUrl and tagManagerId.
 */
export const productionInputProblems = (
  env: DeployEnv,
  { facts, factsSource, testimonials, testimonialsSource }: ProductionInputs,
  today: Date = new Date(),
): string[] => {
  const problems: string[] = [];
  const siteUrlSet = Boolean(env.SITE_URL?.trim());
  const gtmIdSet = Boolean(env.GATSBY_GTM_ID?.trim());

  const siteUrl = siteUrlSet ? env.SITE_URL!.trim() : facts.siteUrl;
  problems.push(...siteUrlProblems(siteUrl, siteUrlSet ? "SITE_URL" : `${SITE_FACTS_FILE} siteUrl`));

  const gtmId = gtmIdSet ? env.GATSBY_GTM_ID!.trim() : facts.tagManagerId;
  const gtmSource = gtmIdSet ? "GATSBY_GTM_ID" : `${SITE_FACTS_FILE} tagManagerId`;
  const gtmPlaceholder = gtmIdProblem(gtmId);
  if (!GTM_ID.test(gtmId))
    problems.push(
      `${gtmSource} "${gtmId}" is not a Google Tag Manager ID (GTM- then capital letters and digits, e.g. GTM-AB12CD3)`,
    );
  else if (gtmPlaceholder) problems.push(`${gtmSource} "${gtmId}" ${gtmPlaceholder}: put the firm's GTM- ID`);

  const replacedByEnv = new Set([...(siteUrlSet ? ["siteUrl"] : []), ...(gtmIdSet ? ["tagManagerId"] : [])]);
  for (const { field, line } of sampleFields(factsSource).filter(({ field }) => !replacedByEnv.has(field)))
    problems.push(
      `${SITE_FACTS_FILE}:${line} ${field} is still marked SAMPLE: put in the firm's real value and remove the SAMPLE mark`,
    );
  for (const line of markedLines(testimonialsSource))
    problems.push(
      `${TESTIMONIALS_FILE}:${line} is still marked SAMPLE: put in real clients' words and sources and remove the SAMPLE mark`,
    );

  // siteUrl and tagManagerId were checked above, as the value the build will use.
  const factsInUse = Object.fromEntries(
    Object.entries(facts).filter(([field]) => !["siteUrl", "tagManagerId"].includes(field)),
  );
  problems.push(...stringsIn(factsInUse, "siteFacts").flatMap((value) => valueProblems(SITE_FACTS_FILE, value)));
  problems.push(...phoneProblems(facts));
  problems.push(
    ...sampleFlagged(facts, "siteFacts").map(
      (at) => `${SITE_FACTS_FILE}: ${at} is flagged sample: true: confirm it with the firm and remove the flag`,
    ),
  );
  problems.push(...claimSourceProblems(facts, today));
  problems.push(...testimonialProblems(testimonials, today));
  return problems;
};

/** A picture of content/images/ as build:production reads it: its path from the root, and its bytes. */
export interface ContentImage {
  file: string;
  bytes: Buffer;
}

/** The shipped placeholders among the content's pictures (the founder's portrait), each named with what to put there. */
export const sampleImageProblems = (images: readonly ContentImage[]): string[] =>
  images
    .filter(({ bytes }) => bytes.includes(SAMPLE_IMAGE_MARK))
    .map(
      ({ file }) =>
        `${file} is the placeholder npm run covers drew, not a photograph: put the founder's photograph in its place (4:5, at least 840 px wide), or delete the file if no page names it`,
    );
