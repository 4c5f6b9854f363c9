import fs from "fs";
import { temporaryDir } from "./temporary-dir";
import path from "path";

/**
 * What an attacker with an editor's account would commit (issue 32): frontmatter that gray-matter's
 * JavaScript engine runs, with a title so the file still looks like a page. Instead of sending the
 * reviewer's token away, it writes a marker file the test can look for.
 */
export const codeInFrontmatter = (opening: "---js" | "---javascript" = "---js") => {
  const marker = path.join(temporaryDir("frontmatter-ran-"), "marker");
  const raw = `${opening}\n{ title: (require("fs").writeFileSync(${JSON.stringify(marker)}, "ran"), "Nice title") }\n---\n\nBody.\n`;
  return { raw, ran: () => fs.existsSync(marker) };
};

/**
 * A YAML alias bomb of about 400 bytes: each line multiplies what gatsby-plugin-mdx's reader expands and
 * Gatsby walks by nine, so the file outlasts CI once read.
 */
export const aliasBomb = [
  "---",
  'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
  ...["b", "c", "d", "e", "f", "g", "h", "i"].map(
    (name, index) => `${name}: &${name} [${Array(9).fill(`*${"abcdefgh"[index]}`).join(", ")}]`,
  ),
  "---",
  "",
].join("\n");
