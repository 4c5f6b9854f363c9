/**
 * Decap's local backend (decap-server, `npm run cms -- --workflow`), able to open a draft that changed one
 * language's file only. decap-cms-core 3.6.3 reads every language's file of a draft, and gives a file the draft
 * did not change an empty id (getI18nDataFiles in src/lib/i18n.ts). The GitHub backend then finds the file by
 * its path on the draft's branch; decap-server's request schema refuses the empty id (422), although it too
 * reads the file by its path, so the draft never opened ("Loading entry..."). A save changes only what the
 * editor changed (./kept-frontmatter.ts), so a draft changed in one language is the usual case: this backend
 * is Decap's proxy backend with any id for such a file.
 */
import type { CMS } from "decap-cms-core";

/** The name the local configuration gives its backend (./config.ts). */
export const localBackendName = "local-proxy";

/** What decap-server is told as the id of a language's file the draft did not change (it reads files by path). */
export const unchangedFileId = "unchanged-in-this-draft";

type ReadDraftFile = (collection: string, slug: string, path: string, id: string) => Promise<unknown>;

export const registerLocalBackend = (cms: CMS) => {
  const proxy = cms.getBackend("proxy")!;
  // Decap constructs a backend with `new`: a constructor that returns an object makes that object the backend.
  function LocalProxy(...args: unknown[]) {
    const backend = (proxy.init as (...args: unknown[]) => { unpublishedEntryDataFile: ReadDraftFile })(...args);
    const read = backend.unpublishedEntryDataFile.bind(backend);
    backend.unpublishedEntryDataFile = (collection, slug, path, id) =>
      read(collection, slug, path, id || unchangedFileId);
    return backend;
  }
  cms.registerBackend(localBackendName, LocalProxy);
};
