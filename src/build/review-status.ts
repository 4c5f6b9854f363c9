import { type ContentKind, contentKinds, contentModel } from "../content-model";
import { defaultLang, languages } from "../languages";
import { contentFilesIn, readContentFileAt } from "../content-pipeline/content-files";

/** The fields the production build requires of a page (the legal review: reviewedOn and reviewedBy). */
const requiredToPublish = (kind: ContentKind) =>
  contentModel[kind].fields.filter((field) => field.requiredToPublish).map(({ name }) => name);

/**
 * Pages that carry a "Reviewed for UAE law" line (their kind has reviewedOn and reviewedBy)
 * but were never reviewed: the production build refuses to publish them. A file whose frontmatter
 * cannot be read is left out here: unreadableContentFiles (src/content-pipeline/content-files.ts) names it.
 */
export const unreviewedPages = (root: string): string[] =>
  contentKinds
    // The review is the English page's, which its translations show; a kind whose documents may stand
    // in one language (insights) has each file reviewed on its own.
    .flatMap((kind) =>
      (contentModel[kind].twins === "optional" ? languages : [defaultLang]).flatMap((lang) =>
        contentFilesIn(root, kind, lang).map((file) => ({ file, fields: requiredToPublish(kind) })),
      ),
    )
    .flatMap(({ file, fields }) => {
      if (fields.length === 0) return [];
      const reading = readContentFileAt(root, file);
      if ("problem" in reading) return [];
      const missing = fields.filter((field) => !reading.data[field]);
      return missing.length === 0
        ? []
        : [
            `${file}: never reviewed for UAE law (${missing.join(" and ")} not set): a lawyer of the firm reads the page, then sets reviewedOn to that day and reviewedBy to their name and role`,
          ];
    });
