/**
 * The Decap CMS configuration at /admin/, derived from the content model: one collection
 * per content kind, one widget per field, with the model's labels, descriptions (as hints)
 * and required flags. Nothing here names a field; a test compares it with the model.
 */
import type {
  CmsCollection,
  CmsConfig,
  CmsField,
  CmsFieldDateTime,
  CmsFieldFileOrImage,
  CmsFieldMarkdown,
  CmsFieldNumber,
  CmsFieldStringOrText,
} from "decap-cms-core";
import { type ContentKind, type FieldSpec, type KindSpec, contentModel } from "../content-model";
import { resolveSiteUrl, siteFacts } from "../site-facts";

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

/** What each kind of document may do in the CMS: editors add services; the legal pages and the foundation page are fixed. */
const collectionRights: Record<ContentKind, { create: boolean; delete: boolean }> = {
  service: { create: true, delete: false },
  legal: { create: false, delete: false },
  page: { create: false, delete: false },
};

const bodyHint =
  "The page's text in Markdown (MDX). Use ## for sections and ### for questions; no HTML, tables or the characters < { } in text. " +
  "Components such as <BookACall />, <FreeCall /> or <FirmPhone /> are written exactly as in the editor's guide (content/README.md).";

const widgetFor = (
  field: FieldSpec,
): CmsFieldStringOrText | CmsFieldNumber | CmsFieldDateTime | CmsFieldFileOrImage => {
  switch (field.type) {
    case "text":
      return { widget: field.multiline ? "text" : "string" };
    case "integer":
      return { widget: "number", value_type: "int" };
    case "date":
      return {
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        picker_utc: true,
      };
    case "image":
      return { widget: "image", choose_url: false };
  }
};

/** The model's fallback for a field left out, said in its hint (the CMS does not pre-fill it into the file). */
const fallbackNote = (field: FieldSpec) =>
  field.default !== undefined ? ` Left out, the page shows "${field.default}".` : "";

export const cmsField = (field: FieldSpec): CmsField => ({
  name: field.name,
  label: field.label,
  hint: field.description + fallbackNote(field),
  required: field.required || field.name === identifierField,
  ...widgetFor(field),
});

const bodyField: CmsField & CmsFieldMarkdown = {
  name: "body",
  label: "Body",
  widget: "markdown",
  modes: ["raw"],
  hint: bodyHint,
};

export const cmsCollection = (spec: KindSpec): CmsCollection => ({
  name: spec.folder,
  label: spec.label,
  label_singular: spec.labelSingular,
  folder: `content/${spec.folder}`,
  extension: "mdx",
  format: "frontmatter",
  identifier_field: identifierField,
  // The file name is the page's URL: the title in kebab-case (see `slug` below).
  slug: "{{slug}}",
  ...collectionRights[spec.kind],
  fields: [...spec.fields.map(cmsField), bodyField],
});

/**
 * Production: the GitHub backend with the editorial workflow (a draft is a branch and a pull
 * request, which the deploy workflow previews). Local (`npm run cms`): decap-server writes
 * straight into the working tree, so there is no workflow and no account.
 */
// `as CmsConfig`: decap-cms-core's types lack the GitHub backend's documented `preview_context`.
export const cmsConfig = ({ local }: { local: boolean }): CmsConfig =>
  ({
    load_config_file: false,
    backend: local
      ? { name: "proxy", proxy_url: localBackendUrl, branch: contentBranch }
      : {
          name: "github",
          repo: siteFacts.repository,
          branch: contentBranch,
          preview_context: previewStatusContext,
          squash_merges: true,
        },
    publish_mode: local ? "simple" : "editorial_workflow",
    // The base URL the site is built for (SITE_URL), defined into the CMS bundle by src/cms/plugin/.
    site_url: resolveSiteUrl(),
    display_url: resolveSiteUrl(),
    media_folder: mediaFolder,
    // Empty: an uploaded picture is stored as its bare file name, which is what coverImage and portrait hold.
    public_folder: "",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: Object.values(contentModel).map(cmsCollection),
  }) as CmsConfig;
