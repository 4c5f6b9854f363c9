import { languageFacts } from "../../languages";
import type { UiStrings } from "../ui-strings";
import { unbrokenTimeRanges } from "../../lib/dates";
import { mapUrlOf } from "../../lib/map-link";
import {
  arabicSiteFacts,
  draftingClaim,
  draftingConditions,
  draftingGuaranteeLinkText,
  licenceText,
  people,
  siteFacts,
} from "../../site-facts";

const { callMinutes, claims, founder, legalEntity, offices, privacy } = siteFacts;

/** The English interface: exactly the words the site showed before the dictionaries (issue 20). */
export const en: UiStrings = {
  seo: {
    keywords: siteFacts.keywords.join(", "),
    defaultImageAlt: `${siteFacts.name}: advocates and legal consultants in Dubai and the UAE`,
  },
  layout: { skipToContent: "Skip to main content" },
  languageSwitch: { label: languageFacts.ar.name, ariaLabel: "اقرأ هذه الصفحة باللغة العربية" },
  firm: {
    name: siteFacts.name,
    shortName: siteFacts.shortName,
    alternateName: arabicSiteFacts.name,
    founderName: founder.name,
    founderJobTitle: founder.jobTitle,
    areaServed: siteFacts.areaServed,
    description: siteFacts.description,
  },
  people: Object.fromEntries(people.map(({ id, name, jobTitle }) => [id, { name, jobTitle }])),
  header: { homeLink: ", home page", menu: "Menu", navLabel: "Main" },
  navigation: {
    foundation: "Foundation",
    services: "Services",
    insights: "Insights",
    terms: "Terms and Conditions",
    privacy: "Privacy Policy",
    cookies: "Cookie Policy",
  },
  booking: {
    button: "Book A Call",
    newTab: "opens the booking page in a new tab",
    note: `Free ${callMinutes}-minute call`,
    noObligation: "no obligation",
    barLabel: "Book a free call",
    call: "Call",
  },
  footer: {
    blurb: siteFacts.blurb,
    quickLinks: "Quick links",
    contact: "Contact",
    phone: "Phone:",
    whatsapp: "WhatsApp",
    officesIn: "Our offices",
    offices: offices.map(({ city, licence, address }) => ({
      city,
      licence: `Licence No. ${licence.number}, ${licence.authority}`,
      ...(address ? { address, mapUrl: mapUrlOf(address) } : {}),
    })),
    map: "Map of the {city} office",
    mapLabel: "Map of the {city} office (opens Google Maps in a new tab)",
    email: "E-mail:",
    workingHoursHeading: "Working hours",
    workingHours: unbrokenTimeRanges(siteFacts.workingHours.label),
    rightsReserved: "All rights reserved.",
    cookieSettings: "Cookie settings",
  },
  breadcrumbs: { label: "Breadcrumb", home: "Home", services: "Services", insights: "Insights" },
  document: {
    lastUpdated: "Last updated {date}",
    reviewed: "Reviewed for UAE law as of {date} by {name}",
    onThisPage: "On this page",
    backToTop: "Back to top",
    relatedServices: "Related services",
    closingTitle: "Talk to a lawyer this week",
    closingText: `A free ${callMinutes}-minute call, no obligation: bring your question, leave with a plan.`,
  },
  notFound: {
    goBack: "Go Back",
    homeLink: "Go to the home page",
    servicesLink: "See all services",
    talkHeading: "Talk to a lawyer",
    orCall: "or call",
    areasHeading: "Our practice areas",
  },
  carousel: {
    previous: "Previous testimonial",
    next: "Next testimonial",
    slide: "{n} of {count}",
    show: "Show testimonial {n} of {count}",
    review: "Review on {platform}, {date}",
  },
  founderCard: {
    label: "Our founder",
    name: founder.name,
    jobTitle: founder.jobTitle,
    licence: `Licensed ${founder.licence.role}, ${founder.licence.authority}, licence No. ${founder.licence.number}`,
    languages: `Advises in ${founder.languages.join(" and ")}`,
    more: "Why the firm was founded",
  },
  serviceGrid: { learnMore: "Learn more" },
  mdx: {
    freeCall: `free ${callMinutes}-minute call`,
    founderQualifications: founder.qualifications,
    founderLicence: `Licensed as an ${founder.licence.role} by the ${founder.licence.authority}, licence No. ${founder.licence.number}.`,
    firmLicence: offices.map((office) => `${licenceText(office)} (${office.city} office)`).join("; "),
    workingHours: unbrokenTimeRanges(siteFacts.workingHours.label),
    draftingClaim,
    guaranteeLink: draftingGuaranteeLinkText.toLowerCase(),
    draftingConditions,
    guaranteeHeading: `The ${claims.draftingHours}-hour drafting guarantee`,
    draftingRemedy: claims.draftingRemedy,
    founderRole: "our founder",
  },
  insights: {
    heading: "Insights",
    intro: "Legal updates from our lawyers: what changed in UAE law, from when, and what it means for your business.",
    topicHeading: "Insights: {topic}",
    allInsights: "All insights",
    topicService: "Our service: {topic}",
    empty: "There are no updates here yet.",
    paginationLabel: "Pages of insights",
    pageOf: "Page {n} of {count}",
    newer: "Newer updates",
    older: "Older updates",
    by: "By {name}",
    published: "Published {date}",
    updated: "Updated {date}",
    lawAsOf: "Reflects the law as of {date}",
    notYetReviewed: "Not yet reviewed by a lawyer of the firm",
    topics: "Topics",
    sources: "Sources",
    generalInformation:
      "This update is general information about UAE law, not advice on your situation. For advice on your own case, book a call.",
    latestOnTopic: "Latest updates on this topic",
    moreOnTopic: "All updates on this topic",
  },
  legal: {
    controller: "Controller:",
    entityName: legalEntity.name,
    offices: offices.map((office) => ({ label: `${office.city} office:`, licence: licenceText(office) })),
    address: "Address:",
    entityAddress: legalEntity.address,
    email: "E-mail:",
    phone: "Phone:",
    dpoNamed: "Our data protection officer is {name}. You can write to them at {email}.",
    dpoNone:
      "We have not appointed a data protection officer. Article 10 of the PDPL requires one where processing poses a high " +
      "risk to the confidentiality and privacy of personal data (for example through new technologies or the volume of " +
      "data), involves a systematic and comprehensive assessment of sensitive personal data, including profiling and " +
      "automated processing, or involves a large volume of sensitive personal data. We have assessed our processing " +
      "against these cases and concluded that none applies; if that changes, we will appoint one and name them here. " +
      "Until then, requests sent to {email} reach the person at the firm responsible for data protection.",
    retention: [
      {
        label: "Booking and call data",
        text: ` of people who do not become clients: ${privacy.retention.enquiryMonths} months after the free call, then deleted.`,
      },
      {
        label: "Client files",
        text: `, including the booking and call data of people who become clients: ${privacy.retention.clientFileYears} years after the matter closes, or longer while a law requires it or a claim is pending.`,
      },
      {
        label: "Analytics data",
        text: ` (only if you accepted analytics cookies): ${privacy.retention.analyticsMonths} months in Google Analytics, after which Google deletes it.`,
      },
      {
        label: "Server logs",
        text: ": kept by our hosting provider for the period set in its own terms; we do not copy or keep them.",
      },
    ],
    processors: privacy.processors.map(({ name, role, countries }) => ({
      name,
      text: `${role}. Data may be processed in ${countries}.`,
    })),
    analyticsRetention: `${privacy.retention.analyticsMonths} months`,
  },
};
