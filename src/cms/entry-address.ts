/**
 * An entry opened by typing its address while another is open. Decap's editor (decap-cms-core 3.6.3,
 * src/components/Editor/Editor.js) loads its entry when it mounts only: a change of address from one entry to
 * another (typed, or the browser's back and forward) keeps the editor mounted with the first entry's draft, so the
 * Services form showed an update's title and summary, "No unsaved changes", and a save would have written them. So
 * the page is loaded again at the new address (Decap asks first if there are unsaved changes), and the save check
 * refuses a draft that is not the entry the address names.
 */

/** The collection and file name of the entry an address of the CMS opens (`#/collections/services/entries/tax`). */
export const entryAt = (hash: string): { collection: string; slug: string } | undefined => {
  const match = /^#\/collections\/([^/?]+)\/entries\/([^?]+)/.exec(hash);
  return match ? { collection: match[1], slug: decodeURIComponent(match[2]) } : undefined;
};

const sameEntry = (a: ReturnType<typeof entryAt>, b: ReturnType<typeof entryAt>) =>
  a?.collection === b?.collection && a?.slug === b?.slug;

/** Loads the page again when its address moves from one entry's form straight to another's. */
export const reloadOnEntryChange = (window: Window) => {
  let shown = entryAt(window.location.hash);
  window.addEventListener("hashchange", () => {
    const next = entryAt(window.location.hash);
    if (shown && next && !sameEntry(shown, next)) window.location.reload();
    shown = next;
  });
};

/**
 * Whether the draft about to be saved is the entry the address names: always, for a new page (its address names
 * no entry) and for an entry opened from the lists (Decap's own links name it).
 */
export const isEntryAtAddress = (entry: { collection: string; slug: string }, hash: string) => {
  const atAddress = entryAt(hash);
  return atAddress === undefined || sameEntry(atAddress, entry);
};

export const otherEntryMessage =
  "This form holds another page than its address names (the address was changed while a page was open). Nothing was saved: reload the page (F5) and make the change again.";
