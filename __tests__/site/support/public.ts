import fs from "fs";
import path from "path";

export const publicDir = path.resolve(__dirname, "../../../public");

/** The prerendered HTML that a static host serves for a route like "/services/x/". */
export const readPage = (route: string): string =>
  fs.readFileSync(path.join(publicDir, route, route.endsWith(".html") ? "" : "index.html"), "utf8");

export const pageExists = (route: string): boolean => fs.existsSync(path.join(publicDir, route, "index.html"));

export const assertBuilt = () => {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("public/ has no build: run `npm test` (it builds first) or `npx gatsby build`.");
  }
};
