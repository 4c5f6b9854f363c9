import { type ContentKind, contentModel } from "../content-model";
import type { ContentDocument } from "../content-pipeline/resolve-content";
import { defaultLang } from "../languages";

/** The fields the production build requires of a page (the legal review: reviewedOn and reviewedBy). */
const requiredToPublish = (kind: ContentKind) =>
  contentModel[kind].fields.filter((field) => field.requiredToPublish).map(({ name }) => name);

/**
 * Pages that carry a "Reviewed for UAE law" line (their kind has reviewedOn and reviewedBy) but were never
 * reviewed, among the documents loadContent returns: the production build refuses to publish them. A file
 * the content pipeline refused makes no document; its own problems name it.
 */
export const unreviewedPages = (documents: readonly ContentDocument[]): string[] =>
  documents.flatMap(({ kind, fields }) => {
    // The review is the English page's, which its translations show; a kind whose documents may stand
    // in one language (insights) has each file reviewed on its own.
    if (contentModel[kind].twins !== "optional" && fields.lang !== defaultLang) return [];
    const missing = requiredToPublish(kind).filter((field) => !fields[field]);
    return missing.length === 0
      ? []
      : [
          `${fields.sourceFile}: never reviewed for UAE law (${missing.join(" and ")} not set): a lawyer of the firm reads the page, then sets reviewedOn to that day and reviewedBy to their name and role`,
        ];
  });
