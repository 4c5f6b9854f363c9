/**
 * The components an editor may write in a document's body, declared once: the content
 * policy (src/lib/content-policy.ts) allows exactly these, the code that provides them
 * (mdxComponents, legalMdxComponents) is typed and tested against them, and the editor's
 * guide lists them (content/README.md, "Components: the firm's details").
 */
import type { ContentKind } from "../content-model";

export interface BodyComponent {
  /** The one kind of document that may use it; null: every kind. */
  onlyIn: ContentKind | null;
  /** The attributes the guide documents for it; every other attribute is refused. */
  attributes: readonly string[];
}

const anyDocument = { onlyIn: null, attributes: [] } as const satisfies BodyComponent;
const legalOnly = { onlyIn: "legal", attributes: [] } as const satisfies BodyComponent;

export const bodyComponents = {
  FirmName: anyDocument,
  FounderName: anyDocument,
  FounderRole: anyDocument,
  FounderQualifications: anyDocument,
  FirmPhone: anyDocument,
  FirmEmail: anyDocument,
  FirmLicence: anyDocument,
  WorkingHours: anyDocument,
  FreeCall: anyDocument,
  BookACall: anyDocument,
  DraftingClaim: anyDocument,
  DraftingGuarantee: anyDocument,
  DraftingGuaranteeHeading: anyDocument,
  DraftingHours: anyDocument,
  DraftingRemedy: anyDocument,
  ControllerDetails: legalOnly,
  DataProtectionOfficer: legalOnly,
  RetentionPeriods: legalOnly,
  Processors: legalOnly,
  AnalyticsRetention: legalOnly,
} as const satisfies Record<string, BodyComponent>;

export type BodyComponentName = keyof typeof bodyComponents;

/** The components every page's layout provides (src/components/MdxComponents.tsx). */
export type SharedComponentName = {
  [Name in BodyComponentName]: (typeof bodyComponents)[Name]["onlyIn"] extends null ? Name : never;
}[BodyComponentName];

/** The components only the legal documents' article provides (src/components/LegalFacts.tsx). */
export type LegalComponentName = Exclude<BodyComponentName, SharedComponentName>;

export const isBodyComponentName = (name: string): name is BodyComponentName => Object.hasOwn(bodyComponents, name);
