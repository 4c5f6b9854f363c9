/**
 * The pictures a page names, measured in the editor's browser before it saves, so that the save refuses a
 * picture the build would refuse (too narrow, not JPEG, PNG or WebP) with the build's words.
 *
 * A picture uploaded while editing is in the entry Decap saves (`mediaFiles`, with a blob: URL); one picked
 * from those uploaded before is found where the preview loaded it (Decap's getAsset, remembered by
 * ./previews.tsx). A picture found in neither is left to the build, which reads every file of content/images/.
 */
import type { ImageFacts } from "../content-pipeline/field-checks";

const pictureUrls = new Map<string, string>();

/** The preview's address of a picture (a blob: URL once Decap has loaded it; one that fails to load is not measured). */
export const rememberPicture = (fileName: string, url: string): void => {
  pictureUrls.set(fileName, url);
};

/** The picture's format as sharp names it, from its first bytes (a file's name or stated type can be wrong). */
export const formatOf = (bytes: Uint8Array): string => {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(1, 4) === "PNG") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 3) === "GIF") return "gif";
  if (ascii(0, 5) === "<?xml" || ascii(0, 4) === "<svg") return "svg";
  return "unknown";
};

/** A picture's format and width in pixels, or undefined when the browser cannot fetch or decode it. */
const measure = async (url: string): Promise<ImageFacts | undefined> => {
  try {
    const blob = await (await fetch(url)).blob();
    const format = formatOf(new Uint8Array(await blob.slice(0, 16).arrayBuffer()));
    if (format === "svg") return { format, width: 0 };
    const bitmap = await createImageBitmap(blob);
    const facts = { format, width: bitmap.width };
    bitmap.close();
    return facts;
  } catch {
    return undefined;
  }
};

/** A file uploaded while editing, as Decap's entry lists it. */
export interface UploadedFile {
  path?: string;
  url?: string;
  /** Uploaded while this page is open: saved with the page (decap-cms-core's `draft` media file). */
  draft?: boolean;
}

const fileNameOf = (filePath: string) => filePath.split("/").pop() ?? filePath;

/**
 * The facts of each named picture that can be measured here; the build's check reads them in place of
 * content/images/. A picture not measured passes here: the build checks its file.
 */
export const measurePictures = async (
  names: readonly string[],
  uploaded: readonly UploadedFile[],
): Promise<(fileName: string) => ImageFacts> => {
  const urlOf = (name: string) =>
    uploaded.find((file) => file.url && file.path && fileNameOf(file.path) === name)?.url ?? pictureUrls.get(name);
  const measured = new Map<string, ImageFacts>();
  for (const name of new Set(names)) {
    const url = urlOf(name);
    const facts = url ? await measure(url) : undefined;
    if (facts) measured.set(name, facts);
  }
  return (fileName) => measured.get(fileName) ?? unmeasured;
};

/** What the save assumes of a picture it could not measure: one that passes. */
export const unmeasured: ImageFacts = { format: "jpeg", width: Number.MAX_SAFE_INTEGER };
