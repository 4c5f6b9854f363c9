/**
 * A new update written in English only must not leave an empty Arabic file behind.
 *
 * decap-cms-core 3.6.3 (inside decap-cms-app 3.6.4) writes a file for every locale whose
 * `i18n.<locale>.data` exists (getI18nFiles in src/lib/i18n.ts), and a new entry has that map for
 * every locale even when nobody typed in it (https://github.com/decaporg/decap-cms/issues/6932).
 * A preSave listener may return the whole entry (Backend.persistEntry in src/backend.ts saves a
 * returned map that has `data` as the entry itself), so this one returns it without the blank
 * languages of a kind whose documents may stand in one language; Decap then writes no file for them.
 * It must run after ./refuse-on-save.ts: a later listener would receive the entry as its `data`.
 */
import { contentModel, kindOfFolder } from "../content-model";
import { defaultLang, languages } from "../languages";
import { isUntouched, type DecapEntry as EntryRead } from "./draft-check";

/** The entry as the verdict reads it, and able to drop a language (an Immutable map). */
interface DecapEntry extends EntryRead {
  deleteIn: (path: string[]) => DecapEntry;
}

/** Decap's preSave listener: the entry without its blank translations, or undefined when it has none to drop. */
export const dropBlankTranslations = ({ entry }: { entry: DecapEntry }): DecapEntry | undefined => {
  const kind = kindOfFolder(String(entry.get("collection")));
  if (!kind || contentModel[kind].twins !== "optional") return undefined;
  const blank = languages.filter(
    (lang) =>
      lang !== defaultLang && entry.getIn(["i18n", lang]) && isUntouched(entry.getIn(["i18n", lang, "data"])?.toJS()),
  );
  if (blank.length === 0) return undefined;
  return blank.reduce((kept, lang) => kept.deleteIn(["i18n", lang]), entry);
};
