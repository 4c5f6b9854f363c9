/**
 * Decap's English interface words, with those that said something untrue here replaced
 * (decap-cms-locales' "en", which decap-cms-app registers before this runs).
 */
type Phrases = Record<string, unknown>;

const merged = (base: Phrases, changes: Phrases): Phrases =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(changes)])].map((key) => {
      const [was, now] = [base[key], changes[key]];
      const bothGroups = typeof was === "object" && was !== null && typeof now === "object" && now !== null;
      return [key, bothGroups ? merged(was as Phrases, now as Phrases) : (now ?? was)];
    }),
  );

export const editorPhrases = (english: Phrases = {}): Phrases =>
  merged(english, {
    editor: {
      editorToolbar: {
        // Decap's toolbar says "Changes saved" whenever nothing is unsaved (EditorToolbar.js, render), also on a
        // new page nobody has typed in or saved: this is true of both.
        changesSaved: "No unsaved changes",
      },
    },
    ui: {
      toast: {
        // The reason comes with the error (an Error whose name is empty reads as its message alone).
        onFailToPersist: "Not saved: %{details}",
      },
    },
  });
