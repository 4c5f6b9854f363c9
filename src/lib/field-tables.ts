/**
 * The editor's guide's frontmatter tables (content/README.md), written out from the
 * content model. A test keeps the guide equal to these, and prints them when it is not.
 */
import { type ContentKind, type FieldSpec, contentModel } from "../content-model";

const typeLabel: Record<FieldSpec["type"], string> = {
  text: "text",
  date: "date, `YYYY-MM-DD`",
  integer: "whole number",
  image: "image file name",
  choice: "one of the values listed",
  services: "list of service file names",
};

const requiredLabel = (field: FieldSpec) => {
  if (field.required) return "Yes";
  if (field.warnWhenMissing) {
    return `Recommended. If it is missing, the page is titled "${field.default}" and the build shows a warning`;
  }
  return "No";
};

/**
 * Whether a translation writes the field again (the Arabic file), as src/lib/translations.ts checks
 * it: a translated field with a fallback the translation must not inherit (the title) is required there.
 */
export const translatedLabel = (field: FieldSpec) => {
  if (!field.translated) return "No, taken from the English page";
  return field.required || field.default !== undefined ? "Yes, required" : "Yes";
};

const cell = (text: string) => text.replace(/\|/g, "\\|");

export const fieldTable = (kind: ContentKind): string =>
  [
    "| Field | Type | Required? | Translated? | Example | What it is used for |",
    "|---|---|---|---|---|---|",
    ...contentModel[kind].fields.map((field) => {
      const example = field.type === "text" ? JSON.stringify(field.example) : String(field.example);
      return `| \`${field.name}\` | ${typeLabel[field.type]} | ${requiredLabel(field)} | ${translatedLabel(field)} | \`${cell(example)}\` | ${cell(field.description)} |`;
    }),
  ].join("\n");

/** The guide marks each generated table with these comments. */
export const tableMarkers = (kind: ContentKind) => ({
  start: `<!-- fields:${kind} (generated from src/content-model.ts) -->`,
  end: `<!-- /fields:${kind} -->`,
});
