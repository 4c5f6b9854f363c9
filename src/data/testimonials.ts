/**
 * The three testimonials on the home page (fixed marketing content).
 *
 * SAMPLE: these words are placeholders written for the layout. Before launch they
 * are replaced by real clients' words, used with each client's written consent and
 * signed off by the firm's counsel (docs/before-launch.md). They speak of the
 * service (clarity, speed, responsiveness), never of a result: advocates' advertising
 * is regulated in the UAE, and endorsements of outcomes are what those rules restrict.
 * Each names its source, the published review it comes from, which the site links.
 */
import type { Lang } from "../languages";

export interface Testimonial {
  text: string;
  author: string;
  position: string;
  /** The published review: the review site, the link to the review and its day (ISO date). */
  source: { platform: string; url: string; date: string };
}

/** The English testimonials: the clients' own words. */
export const testimonials: readonly Testimonial[] = [
  {
    text: "We needed a shareholder agreement before our first investment round. The draft arrived the next day, and every clause was explained in plain English, so we knew exactly what we were signing.",
    author: "Daniel R.",
    position: "Entrepreneur From UK",
    source: { platform: "Google", url: "https://reviews.meridian-advocates.example/daniel-r", date: "2026-03-03" },
  },
  {
    text: "Setting up in Dubai looked like a maze of licences and approvals. They explained the options for our business clearly, told us which documents to prepare and kept us updated at every step.",
    author: "Katrin S.",
    position: "Entrepreneur From Germany",
    source: { platform: "Google", url: "https://reviews.meridian-advocates.example/katrin-s", date: "2026-05-12" },
  },
  {
    text: "A client's cheque bounced and I had no idea where to start. They answered my call the same day, explained my options in plain terms and told me honestly what each step would cost.",
    author: "Michael T.",
    position: "Entrepreneur From USA",
    source: { platform: "Google", url: "https://reviews.meridian-advocates.example/michael-t", date: "2026-08-20" },
  },
];

/**
 * The Arabic pages show the same testimonials translated, in the same order: the words and the position
 * in Arabic; the author's name, the review and its date stay those of the English (the home page says that
 * the testimonials are translated). When a real testimonial replaces a sample, replace its translation too.
 */
export const arabicTestimonialWords: readonly Pick<Testimonial, "text" | "position">[] = [
  {
    text: "احتجنا إلى اتفاقية مساهمين قبل جولتنا الاستثمارية الأولى. فوصلتنا المسودة في اليوم التالي، مع شرح كل بند بلغة واضحة، فعرفنا تمامًا ما الذي نوقّع عليه.",
    position: "رائد أعمال من المملكة المتحدة",
  },
  {
    text: "بدا لنا التأسيس في دبي متاهةً من الرخص والموافقات. فشرحوا لنا الخيارات المتاحة لأعمالنا بوضوح، وأخبرونا بالمستندات التي علينا تجهيزها، وأطلعونا على المستجدات في كل خطوة.",
    position: "رائدة أعمال من ألمانيا",
  },
  {
    text: "ارتُجع شيك أحد عملائي ولم أكن أعرف من أين أبدأ. فردّوا على اتصالي في اليوم نفسه، وشرحوا لي خياراتي بعبارات بسيطة، وأخبروني بصراحة بتكلفة كل خطوة.",
    position: "رائد أعمال من الولايات المتحدة",
  },
];

/** The testimonials as a page in `lang` shows them. */
export const testimonialsIn = (lang: Lang): readonly Testimonial[] =>
  lang === "ar"
    ? testimonials.map((testimonial, index) => ({ ...testimonial, ...arabicTestimonialWords[index] }))
    : testimonials;
