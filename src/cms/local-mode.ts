/**
 * What the CMS says under `npm run cms`: decap-server writes each save straight into content/ on
 * this computer, and nothing is published. Decap's simple mode would say "Publish", "Publish now"
 * and "Published" and link "View Live" to the live site; these phrases (decap-cms-locales 3.6's
 * keys, in Decap's English) say what happens instead, and the site URL is this computer's, so
 * "View Live" opens the page served by `gatsby develop`. In the workflow emulation
 * (`npm run cms -- --workflow`) the CMS keeps the production words, which it emulates.
 */

type Phrases = { [key: string]: string | Phrases };

export const localSaveButton = "Save to content/";
export const localSaveNow = "Write the files now";
export const localSaved = "Saved in content/";
export const localViewPage = "View page on this computer";

export const localModePhrases: Phrases = {
  editor: {
    editorToolbar: {
      publish: localSaveButton,
      publishing: "Writing the files…",
      publishNow: localSaveNow,
      publishAndCreateNew: "Write the files, then create new",
      publishAndDuplicate: "Write the files, then duplicate",
      published: localSaved,
      deployButtonLabel: localViewPage,
    },
  },
  ui: {
    toast: {
      entrySaved:
        "Written into content/ on this computer. Nothing is published: the change goes live once it is committed and merged (content/README.md).",
    },
  },
};

/** Decap's phrases with `overrides` laid over them, key by key (Decap's registerLocale replaces a whole locale). */
export const withPhrases = (phrases: Phrases, overrides: Phrases): Phrases =>
  Object.fromEntries(
    [...new Set([...Object.keys(phrases), ...Object.keys(overrides)])].map((key) => {
      const [base, over] = [phrases[key], overrides[key]];
      if (over === undefined) return [key, base];
      if (typeof over === "string" || typeof base !== "object") return [key, over];
      return [key, withPhrases(base, over)];
    }),
  );
