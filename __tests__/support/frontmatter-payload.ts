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
