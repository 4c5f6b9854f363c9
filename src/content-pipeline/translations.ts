/**
 * One scan of the disk for every English page's translations (translationStatus), which the
 * production build checks before it starts. The rules themselves are ./translation-checks.ts.
 */
import fs from "fs";
import path from "path";
import { contentKinds, contentModel } from "../content-model";
import { defaultLang, languages } from "../languages";
import type { ContentProblem } from "./field-checks";
import { contentFilesIn, readContentFileAt } from "./content-files";
import { missingTranslation, staleTranslation, twinFile } from "./translation-checks";

export interface TranslationStatus {
  /** English pages without a translation: the production build stops on them. */
  missing: ContentProblem[];
  /** Translations older than their English page: reported, not blocking. */
  stale: ContentProblem[];
}

/**
 * Every English page's translations, read from the disk. A file whose frontmatter cannot be read is left
 * out here: unreadableContentFiles (src/content-pipeline/content-files.ts) names it.
 */
export const translationStatus = (root: string): TranslationStatus => {
  const status: TranslationStatus = { missing: [], stale: [] };
  for (const kind of contentKinds) {
    const translationRequired = contentModel[kind].twins !== "optional";
    for (const englishFile of contentFilesIn(root, kind, defaultLang)) {
      const english = readContentFileAt(root, englishFile);
      if ("problem" in english) continue;
      for (const lang of languages.filter((other) => other !== defaultLang)) {
        const file = twinFile(englishFile, lang);
        if (!fs.existsSync(path.join(root, file))) {
          if (translationRequired) status.missing.push(missingTranslation(englishFile, lang));
          continue;
        }
        const translation = readContentFileAt(root, file);
        const stale =
          "problem" in translation ? undefined : staleTranslation(kind, file, translation.data, english.data);
        if (stale) status.stale.push(stale);
      }
    }
  }
  return status;
};
