/**
 * The components an editor may write in a document's body, declared once: the content
 * policy (src/content-pipeline/body-policy.ts) allows exactly these, the code that provides them
 * (mdxComponents, legalMdxComponents) is typed and tested against them, and the editor's
 * reference lists them from here (content/REFERENCE.md, "Components: the firm's details").
 */
import type { ContentKind } from "../content-model";
import { draftingClaim, siteFacts } from "../site-facts";

const freeCall = `free ${siteFacts.callMinutes}-minute call`;

export interface BodyComponent {
  /** The one kind of document that may use it; null: every kind. */
  onlyIn: ContentKind | null;
  /** The attributes the guide documents for it; every other attribute is refused. */
  attributes: readonly string[];
  /** What it shows, in an editor's words: the editors' reference lists it (src/build/field-tables.ts). */
  shows: string;
}

const anyDocument = (shows: string) => ({ onlyIn: null, attributes: [], shows }) as const satisfies BodyComponent;
const legalOnly = (shows: string) => ({ onlyIn: "legal", attributes: [], shows }) as const satisfies BodyComponent;

export const bodyComponents = {
  FirmName: anyDocument("The firm's name, as plain text inside your sentence (its Arabic name on an Arabic page)."),
  FounderName: anyDocument(
    "The founder's name, as plain text inside your sentence (in Arabic script on an Arabic page), kept on one line.",
  ),
  FounderRole: anyDocument(
    '"our founder"; on an Arabic page «مؤسِّس المكتب» or «مؤسِّسة المكتب», as the founder\'s grammatical gender in the site facts says. Never write the Arabic role yourself: the build refuses it.',
  ),
  FounderQualifications: anyDocument(
    'The founder\'s qualifications as a list, then the licence to practise ("Licensed as an advocate by the …, licence No. …"). Put it on a line of its own, with an empty line above and below.',
  ),
  FirmPhone: anyDocument("The firm's phone number, as a link that starts a call on a phone."),
  FirmEmail: anyDocument("The firm's e-mail address, as a link that opens an e-mail."),
  FirmLicence: anyDocument(
    'Each office\'s licence and the authority that regulates it: "licence No. …, issued by the … (Dubai office); …".',
  ),
  WorkingHours: anyDocument("The firm's working hours, as a sentence."),
  FreeCall: anyDocument(
    `"${freeCall}", the one name of the free call. Write \`a <FreeCall />\`; never "free consultation" or "free initial call".`,
  ),
  BookACall: anyDocument(
    `The "Book A Call" button, which opens the booking page in a new tab, with "Free ${siteFacts.callMinutes}-minute call · no obligation" under it. Put it on a line of its own, with an empty line above and below.`,
  ),
  DraftingClaim: anyDocument(
    `The drafting claim in its one wording, "${draftingClaim}", as plain text: the terms use it to define the guarantee.`,
  ),
  DraftingGuarantee: anyDocument(
    "The drafting claim in its one wording, followed by a link to its definition in the terms. Use it wherever a page makes that promise; do not write the promise in your own words.",
  ),
  DraftingGuaranteeHeading: anyDocument(
    "The heading of the guarantee's definition in the terms, the one every `<DraftingGuarantee />` links to.",
  ),
  DraftingHours: anyDocument(
    `The guarantee's number of hours (${siteFacts.claims.draftingHours}), as plain text: the terms use it to define the guarantee.`,
  ),
  DraftingRemedy: anyDocument(
    "What a client gets when the guarantee is missed: the terms use it to define the guarantee.",
  ),
  ControllerDetails: legalOnly("The firm as data controller (the privacy policy)."),
  DataProtectionOfficer: legalOnly("The firm's data protection officer statement (the privacy policy)."),
  RetentionPeriods: legalOnly("The firm's retention periods (the privacy policy)."),
  Processors: legalOnly(
    "The service providers that receive visitors' data, and where (the privacy and cookie policies).",
  ),
  AnalyticsRetention: legalOnly("How long analytics data is kept (the cookie policy)."),
} as const satisfies Record<string, BodyComponent>;

export type BodyComponentName = keyof typeof bodyComponents;

/** The components every page's layout provides (src/components/MdxComponents.tsx). */
export type SharedComponentName = {
  [Name in BodyComponentName]: (typeof bodyComponents)[Name]["onlyIn"] extends null ? Name : never;
}[BodyComponentName];

/** The components only the legal documents' article provides (src/components/LegalFacts.tsx). */
export type LegalComponentName = Exclude<BodyComponentName, SharedComponentName>;

export const isBodyComponentName = (name: string): name is BodyComponentName => Object.hasOwn(bodyComponents, name);
