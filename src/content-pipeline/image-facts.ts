import fs from "fs";
import sharp from "sharp";
import type { ImageFacts } from "./field-checks";

/** Reads an image's format and width, as content validation needs them; undefined when there is no such file. */
export const readImageFacts = async (file: string): Promise<ImageFacts | undefined> => {
  if (!fs.existsSync(file)) return undefined;
  try {
    const { format, width } = await sharp(file).metadata();
    return { format: format ?? "unknown", width: width ?? 0 };
  } catch (error) {
    return { error: (error as Error).message };
  }
};
