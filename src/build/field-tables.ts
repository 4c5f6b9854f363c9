/**
 * The editors' reference's generated tables (content/REFERENCE.md): the frontmatter fields, written out
 * from the content model, and the body's components, from src/lib/body-components.ts. A test keeps the
 * reference equal to these, and prints them when it is not.
 */
import { type ContentKind, type FieldSpec, contentModel, fieldHelp } from "../content-model";
import { bodyComponents } from "../lib/body-components";

const typeLabel: Record<FieldSpec["type"], string> = {
  text: "text",
  date: "date, `YYYY-MM-DD`",
  integer: "whole number",
  image: "image file name",
  choice: "one of the values listed",
  services: "list of service file names",
  person: "one of the firm's lawyers, picked by name",
  topics: "list of service file names",
  sources: "list of `title` and `url`",
};

const requiredLabel = (field: FieldSpec) => {
  if (field.required) return "Yes";
  if (field.requiredToPublish) return "Before going live: filled in by a lawyer of the firm (a draft may leave it out)";
  if (field.warnWhenMissing) {
    return `Recommended. If it is missing, the page is titled "${field.default}" and the build shows a warning`;
  }
  return "No";
};

/**
 * Whether a translation writes the field again (the Arabic file), as src/content-pipeline/translation-checks.ts checks
 * it: a translated field with a fallback the translation must not inherit (the title) is required there.
 */
export const translatedLabel = (field: FieldSpec, kind: ContentKind) => {
  if (!field.translated) return "No, taken from the English page";
  // A kind whose documents may stand in one language: each file is whole, with the model's own defaults.
  if (contentModel[kind].twins === "optional") return field.required ? "Yes, required" : "Yes";
  return field.required || field.default !== undefined ? "Yes, required" : "Yes";
};

const cell = (text: string) => text.replace(/\|/g, "\\|");

export const fieldTable = (kind: ContentKind): string =>
  [
    "| Field (in the file) | In the CMS | Type | Required? | Translated? | Example | What it is used for |",
    "|---|---|---|---|---|---|---|",
    ...contentModel[kind].fields.map((field) => {
      const example =
        field.type === "text" || typeof field.example === "object"
          ? JSON.stringify(field.example)
          : String(field.example);
      return `| \`${field.name}\` | **${cell(field.label)}** | ${typeLabel[field.type]} | ${requiredLabel(field)} | ${translatedLabel(field, kind)} | \`${cell(example)}\` | ${cell(fieldHelp(field))} |`;
    }),
  ].join("\n");

/** The guide marks each generated table with these comments. */
export const tableMarkers = (kind: ContentKind) => ({
  start: `<!-- fields:${kind} (generated from src/content-model.ts) -->`,
  end: `<!-- /fields:${kind} -->`,
});

/** The components an editor may write in a body, one row each, as src/lib/body-components.ts declares them. */
export const componentTable = (): string =>
  [
    "| Write | What it shows |",
    "|---|---|",
    ...Object.entries(bodyComponents).map(([name, { onlyIn, shows }]) => {
      const where = onlyIn ? ` ${contentModel[onlyIn].label} only (\`content/${contentModel[onlyIn].folder}/\`).` : "";
      return `| \`<${name} />\` | ${cell(shows)}${where} |`;
    }),
  ].join("\n");

/** The reference marks the generated components table with these comments. */
export const componentTableMarkers = {
  start: "<!-- components (generated from src/lib/body-components.ts) -->",
  end: "<!-- /components -->",
};
