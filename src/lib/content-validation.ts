/**
 * Checks an editor's MDX file before Gatsby builds a page from it.
 * Pure functions, so the rules are unit-tested without running Gatsby.
 * Every problem names the file and the frontmatter field to fix.
 */

export type ContentKind = "service" | "legal" | "page";

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

export interface ContentCheck {
  kind: ContentKind;
  /** Path of the file relative to the project, as an editor sees it. */
  file: string;
  frontmatter: Record<string, unknown>;
  /** The raw text of the file: dates are checked as written, before YAML rolls 2026-02-30 over to March. */
  raw?: string;
  imageExists: (fileName: string) => boolean;
}

export interface ContentCheckResult {
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

interface FieldRule {
  required: boolean;
  type: "text" | "date" | "image" | "integer";
}

const text = (required: boolean): FieldRule => ({ required, type: "text" });

export const frontmatterRules: Record<ContentKind, Record<string, FieldRule>> = {
  service: {
    title: text(false),
    description: text(true),
    order: { required: false, type: "integer" },
    date: { required: true, type: "date" },
    coverImage: { required: true, type: "image" },
    coverAlt: text(false),
  },
  legal: {
    title: text(false),
    description: text(true),
    lastUpdated: { required: true, type: "date" },
  },
  page: {
    title: text(true),
    description: text(true),
    portrait: { required: true, type: "image" },
    portraitAlt: text(true),
  },
};

/** The spec's defaults for a document without a title. */
export const defaultTitles: Record<ContentKind, string | undefined> = {
  service: "Service",
  legal: "Legal Document",
  page: undefined,
};

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const slugFromPath = (filePath: string): string => (filePath.split(/[\\/]/).pop() ?? "").replace(/\.mdx?$/i, "");

export const isKebabCase = (value: string): boolean => KEBAB_CASE.test(value);

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30). */
export const parseContentDate = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : null;
};

/** The value of a top-level scalar key as written in the frontmatter block, unquoted. */
export const rawFrontmatterValue = (raw: string, key: string): string | undefined => {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1];
  if (!block) return undefined;
  const line = new RegExp(`^${key}:[ \\t]*(.*)$`, "m").exec(block)?.[1];
  return line?.trim().replace(/^(["'])(.*)\1$/, "$2");
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const closestField = (unknown: string, known: string[]) =>
  known.find((name) => name.toLowerCase() === unknown.toLowerCase());

export const checkContent = ({ kind, file, frontmatter, raw, imageExists }: ContentCheck): ContentCheckResult => {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ file, field, message });
  const rules = frontmatterRules[kind];

  const slug = slugFromPath(file);
  if (!isKebabCase(slug)) {
    problem(
      "file name",
      `"${slug}" is not kebab-case; the file name is the page's URL, so use lower-case words joined by hyphens, e.g. "${toKebabCase(slug)}.mdx"`,
    );
  }

  for (const [field, rule] of Object.entries(rules)) {
    const value = frontmatter[field];
    if (isBlank(value)) {
      if (rule.required) problem(field, `is required but missing or empty`);
      else if (field === "title" && defaultTitles[kind]) {
        warnings.push({ file, field, message: `is missing; the page is titled "${defaultTitles[kind]}"` });
      }
      continue;
    }
    switch (rule.type) {
      case "text":
        if (typeof value !== "string") problem(field, `must be text, got ${JSON.stringify(value)}`);
        break;
      case "integer":
        if (!Number.isInteger(value)) problem(field, `must be a whole number, got ${JSON.stringify(value)}`);
        break;
      case "date": {
        const written = (raw && rawFrontmatterValue(raw, field)) ?? value;
        if (!parseContentDate(written)) {
          const shown = written instanceof Date ? written.toISOString() : String(written);
          problem(field, `"${shown}" is not a date; write a real day as YYYY-MM-DD, e.g. 2026-03-04`);
        }
        break;
      }
      case "image":
        if (typeof value !== "string") problem(field, `must be an image file name, got ${JSON.stringify(value)}`);
        else if (!imageExists(value)) problem(field, `"${value}" is not a file in content/images/`);
        break;
    }
  }

  const known = Object.keys(rules);
  for (const field of Object.keys(frontmatter)) {
    if (known.includes(field)) continue;
    const hint = closestField(field, known);
    problem(
      field,
      hint ? `is not a known field; did you mean "${hint}"?` : `is not a known field (known: ${known.join(", ")})`,
    );
  }

  return { problems, warnings };
};

export interface SluggedFile {
  slug: string;
  file: string;
}

/** Files that would publish to the same URL. */
export const findDuplicateSlugs = (files: SluggedFile[]): ContentProblem[] => {
  const bySlug = new Map<string, string[]>();
  for (const { slug, file } of files) bySlug.set(slug, [...(bySlug.get(slug) ?? []), file]);
  return [...bySlug.entries()]
    .filter(([, paths]) => paths.length > 1)
    .map(([slug, paths]) => ({
      file: paths.join(", "),
      field: "file name",
      message: `these files share the slug "${slug}" and would publish to the same URL; rename or remove one`,
    }));
};

export const formatProblem = ({ file, field, message }: ContentProblem): string => `${file}: ${field} ${message}`;

export const toKebabCase = (value: string): string =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
