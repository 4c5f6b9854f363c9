import { routes } from "../lib/routes";
import { draftingClaim, draftingGuaranteeLinkText, siteFacts } from "../site-facts";

const { claims, callMinutes } = siteFacts;

/** A link shown after a line of text; every line that makes the drafting claim carries `guaranteeLink`. */
export interface TextLink {
  to: string;
  text: string;
}

export const guaranteeLink: TextLink = { to: routes.draftingGuarantee, text: draftingGuaranteeLinkText };

/** A link to another site, such as the public page of the reviews a claim counts. */
export interface ExternalLink {
  href: string;
  text: string;
}

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "on Google, as of November 2026": where the reviews are and when they were counted. */
export const reviewsSource = `on ${claims.reviewPlatform}, as of ${monthYear.format(new Date(claims.reviewsAsOf))}`;

const clientsLabel = "entrepreneurs served as clients";

/** Where the claims' figures come from, shown beside them: the client records counted, the public reviews. */
export const claimSources = {
  clients: `Clients served counted from ${claims.entrepreneursServedSource.basis}, as of ${monthYear.format(new Date(claims.entrepreneursServedSource.asOf))}.`,
  reviews: { href: claims.reviewsUrl, text: `Read the reviews on ${claims.reviewPlatform}` } satisfies ExternalLink,
};

/** The home page's words, section by section. Claims come from the site facts. */
export const home = {
  seo: {
    title: "Business Lawyers in Dubai and the UAE",
    description: `Advocates and legal consultants for entrepreneurs in Dubai and the UAE. ${draftingClaim}. Book a free ${callMinutes}-minute call.`,
  },
  hero: {
    eyebrow: "Advocates & legal consultants in Dubai, Abu Dhabi and Fujairah",
    title: `${draftingClaim}.`,
    titleLink: guaranteeLink,
    lead: "Clear, fast legal work for entrepreneurs and growing businesses: company setup, contracts, compliance and disputes, handled by lawyers who answer the phone.",
    trust: {
      rating: `${claims.reviewRating} out of 5`,
      reviews: `from ${claims.reviewCount} five-star reviews ${reviewsSource}`,
      facts: [
        `${claims.entrepreneursServed} ${clientsLabel}`,
        `Offices in ${siteFacts.offices.map((office) => office.city).join(", ")}`,
        siteFacts.workingHours.label,
      ],
    },
  },
  painPoints: {
    title: "Legal work should not stall your business",
    lead: "Most founders we meet have lost weeks to the same problems.",
    items: [
      {
        title: "Waiting weeks for a contract",
        text: "Deals cool off while a draft sits in someone's inbox. You need a signed agreement while the other side is still keen.",
      },
      {
        title: "Unclear rules and approvals",
        text: "Mainland or free zone, which licence, which visa: the wrong choice early costs money and months later.",
      },
      {
        title: "Templates that do not fit UAE law",
        text: "Contracts copied from abroad can be unenforceable here, or fail when a court needs an Arabic version.",
      },
      {
        title: "Fees you cannot predict",
        text: "Hourly billing makes every question expensive. You should know the scope and the price before work starts.",
      },
    ],
  },
  whyUs: {
    title: "Why entrepreneurs choose us",
    stats: [
      { value: claims.entrepreneursServed, label: clientsLabel },
      { value: claims.reviewCount, label: `five-star reviews, rated ${claims.reviewRating} ${reviewsSource}` },
      { value: `${claims.draftingHours} hours`, label: draftingClaim, link: guaranteeLink },
    ],
    points: [
      "Advocates and legal consultants under one roof, from first advice to court: our legal consultants advise and draft, and in the onshore UAE courts you are represented by our UAE-national advocates, who hold rights of audience under Federal Decree-Law No. 34 of 2022",
      "Drafting in English and Arabic, ready for UAE authorities and courts",
      "Scope and fees agreed in writing before any work begins",
      "Offices in Dubai, Abu Dhabi and Fujairah",
    ],
  },
  approach: {
    title: "How we work with you",
    items: [
      {
        title: "One point of contact for your file",
        text: "One named lawyer is your point of contact from the first call onwards and tells you who does what: our legal consultants advise and draft, and our UAE-national advocates appear for you in the onshore courts.",
      },
      {
        title: "Plain English, no surprises",
        text: "We explain your options, the risks and the costs in words you can act on, and we put them in writing.",
      },
      {
        title: "Confidential by default",
        text: `Our professional duty of confidentiality covers what you tell us from the free ${callMinutes}-minute call onwards, whether or not you go on to instruct us.`,
      },
    ],
  },
  testimonials: { title: `Trusted By Over ${claims.entrepreneursServed} Entrepreneurs and Counting...` },
  services: {
    title: "Done-For-You Business Services",
    lead: "Tell us what you need; we draft, file and follow through.",
    cards: [
      {
        title: "24-Hour Legal Document Drafting",
        text: `${draftingClaim}.`,
        slug: "24-hour-uae-legal-agreements-drafting-in-dubai",
        link: guaranteeLink,
      },
      {
        title: "Business Setup Assistance",
        text: "Mainland or free zone company formation, licences and founder visas, start to finish.",
        slug: "business-setup-in-dubai-and-the-uae",
      },
      {
        title: "Legal Compliance Guidance",
        text: "Stay on the right side of UAE corporate, tax, labour and data-protection rules.",
        slug: "online-legal-counselling-in-dubai",
      },
      {
        title: "Contract Review and Negotiation",
        text: "Know what you are signing: we review terms, flag risks and negotiate better ones.",
        slug: "24-hour-uae-legal-agreements-drafting-in-dubai",
      },
      {
        title: "Dispute Resolution",
        text: "Mediation, negotiation and, where needed, representation before the UAE courts.",
        slug: "assistance-representation-in-dubai-and-uae-legal-system-2",
      },
      {
        title: "Intellectual Property Protection",
        text: "Protect your brand, content and know-how with registrations and well-drafted agreements.",
        slug: "legal-consultation-and-representation-in-intellectual-property-law-uae",
      },
      {
        title: "Employment Law Services",
        text: "Employment contracts, policies and disputes under the UAE labour law, for employers and employees.",
        slug: "legal-consultation-and-representation-in-employment-law-uae",
      },
      {
        title: "Real Estate Law",
        text: "Sale and purchase agreements, leases and disputes over property in Dubai and the UAE.",
        slug: "legal-consultation-and-representation-in-real-estate-law-uae",
      },
    ],
  },
  steps: {
    title: "Three steps to your documents",
    items: [
      {
        title: "Book a free call",
        text: `Choose a time for a free ${callMinutes}-minute call and tell us what you need.`,
      },
      {
        title: "Case analysis",
        text: "We analyse your situation, explain your options and agree the scope and fee in writing.",
      },
      {
        title: "Get your documents",
        text: `${draftingClaim}, counted from your complete instructions.`,
        link: guaranteeLink,
      },
    ],
  },
  closing: {
    title: "Talk to a lawyer this week",
    text: `A free ${callMinutes}-minute call, no obligation: bring your question, leave with a plan.`,
  },
} as const;

export type HomeServiceCard = (typeof home.services.cards)[number];
