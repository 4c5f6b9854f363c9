import { siteFacts } from "../site-facts";

const { claims, callMinutes } = siteFacts;

/** The home page's words, section by section. Claims come from the site facts. */
export const home = {
  seo: {
    title: "Business Lawyers in Dubai and the UAE",
    description: `Advocates and legal consultants for entrepreneurs in Dubai and the UAE. Agreements drafted within ${claims.draftingHours} hours, guaranteed. Book a free ${callMinutes}-minute call.`,
  },
  hero: {
    eyebrow: "Advocates & legal consultants in Dubai, Abu Dhabi and Fujairah",
    title: `UAE legal agreements drafted within ${claims.draftingHours} hours. Guaranteed.`,
    lead: "Clear, fast legal work for entrepreneurs and growing businesses: company setup, contracts, compliance and disputes, handled by lawyers who answer the phone.",
    trust: {
      rating: `${claims.reviewRating} out of 5`,
      reviews: `from ${claims.reviewCount} five-star reviews`,
      facts: [
        `${claims.entrepreneursServed} entrepreneurs served`,
        `Agreements drafted within ${claims.draftingHours} hours`,
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
      { value: claims.entrepreneursServed, label: "entrepreneurs served" },
      { value: `${claims.reviewCount}`, label: `five-star reviews, rated ${claims.reviewRating}` },
      { value: `${claims.draftingHours} hours`, label: "to a drafted agreement, guaranteed" },
    ],
    points: [
      "Advocates and legal consultants under one roof, from first advice to court",
      "Drafting in English and Arabic, ready for UAE authorities and courts",
      "Scope and fees agreed in writing before any work begins",
      "Offices in Dubai, Abu Dhabi and Fujairah",
    ],
  },
  approach: {
    title: "How we work with you",
    items: [
      {
        title: "One lawyer who knows your file",
        text: "You deal with the same lawyer from the first call to the last document, not a different junior each time.",
      },
      {
        title: "Plain English, no surprises",
        text: "We explain your options, the risks and the costs in words you can act on, and we put them in writing.",
      },
      {
        title: "Confidential by default",
        text: "What you tell us stays between you and your lawyer, from the very first call.",
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
        text: `Agreements drafted under UAE law in ${claims.draftingHours} hours, guaranteed.`,
        slug: "24-hour-uae-legal-agreements-drafting-in-dubai",
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
        slug: "memorandum-of-understanding-mou-in-dubai-uae",
      },
      {
        title: "Dispute Resolution",
        text: "Mediation, negotiation and, where needed, representation before the UAE courts.",
        slug: "legal-mediation-in-the-united-arab-emirates-legal-system-in-dubai",
      },
      {
        title: "Intellectual Property Protection",
        text: "Protect your brand, content and know-how with registrations and well-drafted agreements.",
        slug: null,
      },
      {
        title: "Employment Law Services",
        text: "Employment contracts, policies and disputes under the UAE labour law, for employers.",
        slug: null,
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
        text: `Receive your drafted documents within ${claims.draftingHours} hours, ready to sign or file.`,
      },
    ],
  },
  closing: {
    title: "Talk to a lawyer this week",
    text: `A free ${callMinutes}-minute call, no obligation: bring your question, leave with a plan.`,
  },
} as const;

export type HomeServiceCard = (typeof home.services.cards)[number];
