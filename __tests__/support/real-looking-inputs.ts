import type { Testimonial } from "../../src/data/testimonials";
import { SAMPLE_VALUES } from "../../src/build/sample-values";
import type { SiteFacts } from "../../src/site-facts";

/**
 * The inputs as a firm would fill them in before launch: every shipped sample replaced by a
 * real-looking value, no SAMPLE mark, testimonials with their published sources. The green
 * path of the production checks, for the unit tests and the one real production build.
 */
export const REAL_LOOKING: Record<string, string> = {
  name: "Qamar Advocates & Legal Consultants",
  shortName: "Qamar Advocates",
  "offices.1.address":
    "Office 2107, Al Sila Tower, Abu Dhabi Global Market Square, Al Maryah Island, Abu Dhabi, United Arab Emirates",
  "offices.2.address": "Office 305, Fujairah Trade Centre, Hamad Bin Abdullah Road, Fujairah, United Arab Emirates",
  siteUrl: "https://www.qamar-advocates.ae",
  "phone.display": "+971 4 355 8120",
  "phone.e164": "+97143558120",
  whatsapp: "971503558120",
  bookingUrl: "https://calendly.com/qamar-advocates/free-60-minute-call",
  tagManagerId: "GTM-K7P2QL9",
  "founder.name": "Mariam Qamar",
  "founder.qualifications.0": "Bachelor of Laws (LLB), United Arab Emirates University",
  "legalEntity.name": "Qamar Advocates & Legal Consultants (Civil Company)",
  "offices.0.licence.number": "784512",
  "legalEntity.address": "Office 1204, Bay Square Building 5, Business Bay, Dubai, United Arab Emirates",
  email: "contact@qamar-advocates.ae",
  "claims.reviewsUrl": "https://www.google.com/maps/place/Qamar+Advocates/reviews",
  "claims.entrepreneursServedSource.basis": "our client records",
  "embeddingOrigins.0": "https://portal.qamar-advocates.ae",
  repository: "qamar-advocates/website",
};

/** Longest sample first, so a sample inside another ("Meridian Advocates") is replaced after it. */
const replacements = [...SAMPLE_VALUES]
  .sort((a, b) => b.value.length - a.value.length)
  .map(({ at, value }) => [value, REAL_LOOKING[at]] as const);

const replaceSamples = (text: string) =>
  replacements.reduce((result, [sample, real]) => result.split(sample).join(real), text);

/** site-facts.ts as the firm would leave it: real values, no SAMPLE mark, no processor left to confirm. */
export const realLookingFactsSource = (source: string): string =>
  replaceSamples(source)
    .replace(/\/\*\*[\s*]*SAMPLE\b:?\s*/g, "/** ")
    .replace(/\n\s*sample: true,/g, "");

export const realLookingFacts = (facts: SiteFacts): SiteFacts =>
  JSON.parse(replaceSamples(JSON.stringify(facts)), (key, value) => (key === "sample" ? undefined : value));

export const realLookingTestimonials: readonly Testimonial[] = [
  {
    text: "Our distribution agreement was drafted in a day and explained line by line, so we signed with confidence.",
    author: "Oliver P.",
    position: "Entrepreneur From UK",
    source: { platform: "Google", url: "https://www.google.com/maps/reviews/data=oliver-p", date: "2026-02-14" },
  },
  {
    text: "Clear advice on mainland or free zone, a checklist of documents, and quick answers whenever we called.",
    author: "Anna K.",
    position: "Entrepreneur From Germany",
    source: { platform: "Google", url: "https://www.google.com/maps/reviews/data=anna-k", date: "2026-06-02" },
  },
  {
    text: "They returned my call within the hour and laid out every option and its cost in plain words.",
    author: "James W.",
    position: "Entrepreneur From USA",
    source: { platform: "Google", url: "https://www.google.com/maps/reviews/data=james-w", date: "2026-09-21" },
  },
];

/** testimonials.ts with the real-looking testimonials and no SAMPLE mark. */
export const realLookingTestimonialsSource = (source: string): string =>
  source
    .replace("SAMPLE: these words are placeholders written for the layout.", "Real clients' words.")
    .replace(
      /export const testimonials: readonly Testimonial\[\] = \[[\s\S]*?\n\];\n/,
      `export const testimonials: readonly Testimonial[] = ${JSON.stringify(realLookingTestimonials, null, 2)};\n`,
    );

/**
 * A service page as the firm publishes it: reviewed by one of its lawyers (build:production refuses it otherwise).
 * A page without a review date yet (a new one, written in the CMS) gets the day of its own last update.
 */
export const reviewedServiceSource = (source: string): string => {
  const reviewedBy = `reviewedBy: "${REAL_LOOKING["founder.name"]}, Founder and Managing Partner"`;
  return /^reviewedOn: /m.test(source)
    ? source.replace(/^reviewedOn: .*$/m, (line) => `${line}\n${reviewedBy}`)
    : source.replace(/^date: (.*)$/m, (line, date: string) => `${line}\nreviewedOn: ${date}\n${reviewedBy}`);
};
