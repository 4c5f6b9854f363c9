import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { contentFolder, contentKinds, contentModel } from "../content-model";
import { defaultLang } from "../i18n/languages";

/**
 * Pages that carry a "Reviewed for UAE law" line (their kind has reviewedOn and reviewedBy)
 * but were never reviewed: the production build refuses to publish them.
 */
export const unreviewedPages = (root: string): string[] =>
  contentKinds
    .filter((kind) => contentModel[kind].fields.some(({ name }) => name === "reviewedOn"))
    .flatMap((kind) => {
      // The review is the English page's; its translations show the same review line.
      const folder = contentFolder(kind, defaultLang);
      return fs
        .readdirSync(path.join(root, folder))
        .filter((name) => /\.mdx?$/.test(name))
        .sort()
        .flatMap((name) => {
          const { data } = matter(fs.readFileSync(path.join(root, folder, name), "utf8"));
          const missing = ["reviewedOn", "reviewedBy"].filter((field) => !data[field]);
          return missing.length === 0
            ? []
            : [
                `${folder}/${name}: never reviewed for UAE law (${missing.join(" and ")} not set): a lawyer of the firm reads the page, then sets reviewedOn to that day and reviewedBy to their name and role`,
              ];
        });
    });
