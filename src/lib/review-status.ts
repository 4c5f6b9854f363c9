import { contentKinds, contentModel } from "../content-model";
import { defaultLang } from "../languages";
import { contentFilesIn, readContentFileAt } from "./content-files";

/**
 * Pages that carry a "Reviewed for UAE law" line (their kind has reviewedOn and reviewedBy)
 * but were never reviewed: the production build refuses to publish them. A file whose frontmatter
 * cannot be read is left out here: unreadableContentFiles (src/lib/content-files.ts) names it.
 */
export const unreviewedPages = (root: string): string[] =>
  contentKinds
    .filter((kind) => contentModel[kind].fields.some(({ name }) => name === "reviewedOn"))
    // The review is the English page's; its translations show the same review line.
    .flatMap((kind) => contentFilesIn(root, kind, defaultLang))
    .flatMap((file) => {
      const reading = readContentFileAt(root, file);
      if ("problem" in reading) return [];
      const missing = ["reviewedOn", "reviewedBy"].filter((field) => !reading.data[field]);
      return missing.length === 0
        ? []
        : [
            `${file}: never reviewed for UAE law (${missing.join(" and ")} not set): a lawyer of the firm reads the page, then sets reviewedOn to that day and reviewedBy to their name and role`,
          ];
    });
