/**
 * The Decap CMS configuration at /admin/, derived from the content model: one collection
 * per content kind, one widget per field, with the model's labels, descriptions (as hints)
 * and required flags. Nothing here names a field; a test compares it with the model.
 */
import type {
  CmsCollection,
  CmsConfig,
  CmsField,
  CmsFieldFileOrImage,
  CmsFieldList,
  CmsFieldMarkdown,
  CmsFieldNumber,
  CmsFieldRelation,
  CmsFieldSelect,
  CmsFieldStringOrText,
  CmsI18nConfig,
} from "decap-cms-core";
import { type ContentKind, type FieldSpec, type KindSpec, contentModel, fieldHelp } from "../content-model";
import { defaultLang, languages } from "../languages";
import { people, resolveSiteUrl, siteFacts } from "../site-facts";
import { siteFrontmatterFormat } from "./format";
import { localBackendName } from "./local-backend";

/** Where pictures are uploaded; frontmatter stores only the file name (`public_folder: ""` below). */
export const mediaFolder = "content/images";

/** The branch the site deploys from: editors' drafts are pull requests against it. */
export const contentBranch = "main";

/** decap-server's address for `npm run cms` (its default port). */
export const localBackendUrl = "http://localhost:8081/api/v1";

/** The commit status the deploy workflow writes with a pull request's preview URL. */
export const previewStatusContext = "Netlify preview";

/** The field that names a new document's file (its slug), so the CMS requires it even where the build has a default. */
export const identifierField = "title";

/** What each kind of document may do in the CMS: editors add services and insights; the legal pages and the foundation page are fixed. */
const collectionRights: Record<ContentKind, { create: boolean; delete: boolean }> = {
  service: { create: true, delete: false },
  insight: { create: true, delete: false },
  legal: { create: false, delete: false },
  page: { create: false, delete: false },
};

const bodyHint =
  "The page's text in Markdown (MDX). Use ## for sections and ### for questions; no HTML, tables or the characters < { } in text. " +
  "Components such as <BookACall />, <FreeCall /> or <FirmPhone /> are written exactly as in the editors' reference (content/REFERENCE.md).";

/**
 * Both languages side by side, with Decap's i18n (https://decapcms.org/docs/i18n/): a document
 * is content/<folder>/en/<slug>.mdx and its translation content/<folder>/ar/<slug>.mdx
 * (`multiple_folders`: Decap puts /<locale>/ between the collection's folder and the file name;
 * it cannot leave the default language outside a locale folder). What decap-cms-core 3.6.3
 * (the one inside decap-cms-app 3.6.4: src/lib/i18n.ts, src/actions/config.ts,
 * src/components/Editor/) does with this configuration, and why nothing is lost or silently wrong:
 * - A field the content model marks `translated` is `i18n: true` (Decap's "translate"): written
 *   in each language. Every other field is `i18n: "none"`: hidden in the Arabic form and never
 *   written to the Arabic file, which is what the build wants (a translation takes those fields
 *   from its English twin, and the build fails an Arabic file that sets one). The body needs
 *   `i18n: true` too: Decap reads a field without `i18n` as "none", and the Arabic file would
 *   get no body.
 * - No field is "duplicate", so duplicated fields stripped from translations
 *   (https://github.com/decaporg/decap-cms/issues/6978, fixed only in core 3.8.0) cannot happen here.
 * - Creating a page writes a file for every locale, even one nobody wrote in
 *   (https://github.com/decaporg/decap-cms/issues/6932): a new service also writes
 *   content/services/ar/<slug>.mdx, empty or with the few fields typed in Arabic. And the CMS
 *   checks required fields in the default locale only: saving switches the form to English and
 *   validates that (https://github.com/decaporg/decap-cms/issues/5112). The build checks the
 *   Arabic file as it checks any page, and an empty or incomplete one stops it, naming the file
 *   and the field (content/README.md, "Translating a page").
 * - "Fill in from another locale" copies the English text into the Arabic form, and may show it
 *   only after switching language and back (https://github.com/decaporg/decap-cms/issues/7507,
 *   reported on 3.6.4). The guide tells editors to translate instead.
 */
export const i18nConfig: CmsI18nConfig = {
  structure: "multiple_folders",
  locales: [...languages],
  default_locale: defaultLang,
};

/**
 * decap-cms-core builds a locale's file path with `path.replace("/<slug>", "/<locale>/<slug>")`
 * (getFilePath in src/lib/i18n.ts), which replaces the first match: a slug that begins the
 * folder's own name ("service" in content/services/service.mdx) would put both files in
 * content/en/services/ and content/ar/services/, which the build never reads. A new page's title
 * may therefore not make such a slug (the CMS names the file after the title).
 */
const titleNotFolderPrefix = (folder: string): [string, string] => {
  const letter = (char: string) => `[${char.toUpperCase()}${char.toLowerCase()}]`;
  const prefixes = [...folder].reduceRight(
    (inner, char) => (inner ? `${letter(char)}(?:${inner})?` : letter(char)),
    "",
  );
  return [
    `^(?![^A-Za-z0-9]*${prefixes}[^A-Za-z0-9]*$)`,
    // Decap shows it as `Title didn't match the pattern: <this>.`
    `not "${folder}" alone or a beginning of it (the file would be saved outside content/${folder}/), so write a longer title`,
  ];
};

/**
 * A list of services, by title in the form's language; typing finds a title in English or Arabic in either form
 * (./relation-widget.ts). The file stores each one's file name (slug), which the build checks.
 */
const servicesRelation: CmsFieldRelation = {
  widget: "relation",
  collection: contentModel.service.folder,
  search_fields: ["title"],
  display_fields: ["title"],
  value_field: "{{slug}}",
  multiple: true,
};

const widgetFor = (
  field: FieldSpec,
):
  | CmsFieldStringOrText
  | CmsFieldNumber
  | CmsFieldFileOrImage
  | CmsFieldSelect
  | CmsFieldRelation
  | CmsFieldList
  | { widget: "string"; pattern: [string, string] } => {
  switch (field.type) {
    case "person":
      return { widget: "select", options: people.map(({ id, name }) => ({ label: name, value: id })) };
    case "topics":
      return servicesRelation;
    case "sources":
      return {
        widget: "list",
        // "Add source", "1 source" (Decap says the label otherwise: "Add sources", "1 sources").
        label_singular: "source",
        summary: "{{fields.title}}",
        fields: [
          // Not "Title": the update's own title field has that label.
          { name: "title", label: "Source title", widget: "string" },
          // No pattern of Decap's own: the save check refuses an address the build would, in the build's words.
          { name: "url", label: "Source address", widget: "string" },
        ],
      };
    case "text":
      return { widget: field.multiline ? "text" : "string" };
    case "integer":
      return { widget: "number", value_type: "int" };
    case "date":
      // A text box, not Decap's datetime widget: that one is the browser's date input, which shows the
      // day in the browser's locale (mm/dd/yyyy in en-US) beside "UTC", while the guide and the files say YYYY-MM-DD.
      return { widget: "string", pattern: dayPattern };
    case "image":
      return { widget: "image", choose_url: false };
    case "choice":
      return {
        widget: "select",
        options: (field.options ?? []).map((option) => ({ value: option.value, label: option.label.en })),
      };
    case "services":
      return { ...servicesRelation, ...(field.maxItems === undefined ? {} : { max: field.maxItems }) };
  }
};

/** A day as the files and the guide write it; the build also refuses a day that does not exist (2026-02-30). */
const dayPattern: [string, string] = ["^\\d{4}-\\d{2}-\\d{2}$", "write the day as YYYY-MM-DD, e.g. 2026-03-04"];

/** Whether the CMS refuses to save without the field: the model's required fields and the title, which names the file. */
const requiredInCms = (field: FieldSpec) => field.required || field.name === identifierField;

/**
 * The model's fallback for a field left out, said in its hint (the CMS does not pre-fill it into the file),
 * where the CMS lets it be left out.
 */
const fallbackNote = (field: FieldSpec) =>
  field.default !== undefined && !requiredInCms(field) ? ` Left out, the page shows "${field.default}".` : "";

/** The legal review: the CMS saves a draft without it, the live site refuses the page without it. */
export const requiredToPublishNote = "Required before going live; filled in by a lawyer of the firm.";

/** A field the translation takes from the English page says so (the Arabic form does not show it). */
const sharedNote = (field: FieldSpec) => (field.translated ? "" : " The Arabic page uses the English page's value.");

const hintOf = (field: FieldSpec) =>
  (field.requiredToPublish ? `${requiredToPublishNote} ` : "") +
  fieldHelp(field) +
  fallbackNote(field) +
  sharedNote(field);

export const cmsField = (field: FieldSpec): CmsField => ({
  name: field.name,
  label: field.label,
  hint: hintOf(field),
  required: requiredInCms(field),
  i18n: field.translated ? true : "none",
  ...widgetFor(field),
});

const bodyField: CmsField & CmsFieldMarkdown = {
  name: "body",
  label: "Body",
  widget: "markdown",
  modes: ["raw"],
  hint: bodyHint,
  i18n: true,
};

/** The kind's fields as widgets; in a collection editors add to, the title carries the file-name guard above. */
const fieldsOf = (spec: KindSpec): CmsField[] =>
  spec.fields.map((field) =>
    field.name === identifierField && collectionRights[spec.kind].create
      ? { ...cmsField(field), pattern: titleNotFolderPrefix(spec.folder) }
      : cmsField(field),
  );

export const cmsCollection = (spec: KindSpec): CmsCollection => ({
  name: spec.folder,
  label: spec.label,
  label_singular: spec.labelSingular,
  // Decap adds the language: content/<folder>/en/<slug>.mdx and content/<folder>/ar/<slug>.mdx.
  folder: `content/${spec.folder}`,
  i18n: true,
  extension: "mdx",
  // Read with the site's frontmatter reader, never gray-matter's (./format.ts).
  format: siteFrontmatterFormat,
  identifier_field: identifierField,
  // The file name is the page's URL: the title in kebab-case (see `slug` below).
  slug: "{{slug}}",
  // "View Live" and "View preview" open the page itself (its English address), not the home page.
  preview_path: spec.route("{{slug}}").replace(/^\//, ""),
  ...collectionRights[spec.kind],
  fields: [...fieldsOf(spec), bodyField],
});

/**
 * Decap marks every field it may save empty "(optional)" (EditorControl.js, LabelComponent: a span after the
 * label of a field whose `required` is false). The legal review fields may be empty in a draft but not on the
 * live site, so their labels lose that mark; Decap's field ids start with the field's name (`reviewedOn-field-3`).
 */
export const requiredToPublishStyles = (): string =>
  Object.values(contentModel)
    .flatMap(({ fields }) => fields.filter((field) => field.requiredToPublish))
    .map(({ name }) => `label[for^="${name}-field-"] > span { display: none; }`)
    .join("\n");

/** The query of /admin/ (`/admin/?workflow`) that asks the local CMS for the editorial workflow. */
export const localWorkflowParameter = "workflow";

/**
 * Production: the GitHub backend with the editorial workflow (a draft is a branch and a pull
 * request, which the deploy workflow previews). Local (`npm run cms`): decap-server writes
 * straight into the working tree, so there is no workflow and no account. Local with `workflow`
 * (`npm run cms -- --workflow`, at /admin/?workflow): decap-server's git mode keeps each draft on a
 * `cms/…` branch of the repository, so the Workflow board works as in production.
 * Locally the site is the one `gatsby develop` serves beside the CMS (`localOrigin`, the CMS page's
 * own origin), so "View Live" opens the page on this computer, not the live site.
 */
// `as unknown as CmsConfig`: decap-cms-core's types lack the GitHub backend's documented `preview_context`, and
// know only Decap's own backends' names (./local-backend.ts registers another).
export const cmsConfig = ({
  local,
  workflow = false,
  localOrigin,
}: {
  local: boolean;
  workflow?: boolean;
  localOrigin?: string;
}): CmsConfig => {
  // The base URL the site is built for (SITE_URL), defined into the CMS bundle by src/cms/plugin/.
  const siteUrl = local && localOrigin ? localOrigin : resolveSiteUrl();
  return {
    load_config_file: false,
    backend: local
      ? { name: localBackendName, proxy_url: localBackendUrl, branch: contentBranch }
      : {
          name: "github",
          repo: siteFacts.repository,
          branch: contentBranch,
          preview_context: previewStatusContext,
          squash_merges: true,
        },
    publish_mode: local && !workflow ? "simple" : "editorial_workflow",
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: mediaFolder,
    // Empty: an uploaded picture is stored as its bare file name, which is what coverImage and portrait hold.
    public_folder: "",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: i18nConfig,
    collections: Object.values(contentModel).map(cmsCollection),
  } as unknown as CmsConfig;
};
