/**
 * A small project on the disk for the tests that read content as the build does (loadContent, gatsby-node's
 * sourceNodes): a service the build accepts and its translation, and a project holding whatever files a test gives.
 */
import fs from "fs";
import path from "path";
import { temporaryDir } from "./temporary-dir";

/** An English service the build accepts; its cover is a real one of content/images/, read as in a build. */
export const acceptedService = {
  title: "Business Setup",
  description:
    "Company formation in Dubai and the UAE, on the mainland or in a free zone, with the legal form, licences, bank accounts and visas for the owners.",
  group: "companies-and-contracts",
  date: "2026-03-04",
  reviewedOn: "2026-11-22",
  coverImage: "business-setup-in-dubai-and-the-uae.jpg",
};

/** Its Arabic translation's own fields (the rest it takes from the English page). */
export const acceptedTranslation = {
  title: "تأسيس الشركات",
  description:
    "تأسيس الشركات في دبي والإمارات، في البر الرئيسي أو في منطقة حرة، مع الشكل القانوني والتراخيص والحسابات المصرفية وتأشيرات الملاك والموظفين.",
  date: "2026-11-25",
};

/** Where the two are, from the project's root. */
export const serviceFiles = {
  en: "content/services/en/business-setup.mdx",
  ar: "content/services/ar/business-setup.mdx",
};

/** A content file's text: each field as `name: value` (YAML reads the value), then the body. */
export const rawOf = (frontmatter: Record<string, unknown>, body = "Body") =>
  `---\n${Object.entries(frontmatter)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n")}\n---\n${body}\n`;

/**
 * A project holding `files` (paths from its root), the `pictures` copied from content/images/, and the
 * site's src/ (the interface's words the terminology reads).
 */
export const projectWith = (files: Record<string, string>, pictures: readonly string[]) => {
  const root = temporaryDir("content-project-");
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  fs.mkdirSync(path.join(root, "content/images"), { recursive: true });
  for (const picture of pictures)
    fs.copyFileSync(path.resolve("content/images", picture), path.join(root, "content/images", picture));
  fs.symlinkSync(path.resolve("src"), path.join(root, "src"), "dir");
  return root;
};
