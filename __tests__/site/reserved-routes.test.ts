import fs from "fs";
import path from "path";
import { contentKinds, contentModel, isKebabCase } from "../../src/content-model";
import { languages, localizedPath } from "../../src/languages";
import { contentFilesIn } from "../support/content-files";
import { slugFromPath } from "../../src/content-pipeline/field-checks";
import { type ReservedRoute, reservedRoutes } from "../../src/content-pipeline/reserved-routes";
import { assertBuilt, publicDir } from "./support/public";

/**
 * The build refuses a document whose route the site already owns (src/content-pipeline/reserved-routes.ts). That list
 * is only as good as it is complete: every folder of the built site that a page's file name could take
 * (content/pages/en/<name>.mdx publishes to /<name>/) must be a document's own or on the list.
 */

const root = path.resolve(__dirname, "../..");

const documentRoutes = contentKinds.flatMap((kind) =>
  languages.flatMap((lang) =>
    contentFilesIn(root, kind, lang).map((file) => localizedPath(lang, contentModel[kind].route(slugFromPath(file)))),
  ),
);

/** Where a file name becomes a folder of its own: the site's root (pages) and the insights' folder (/insights/<name>/). */
const folderRoutes = ["/", contentModel.insight.route("x").replace(/x\/$/, "")];

/** Folders of public/ at a route a page's file name could take, that neither a document nor the list accounts for. */
const unaccountedFolders = (reserved: readonly ReservedRoute[]) =>
  languages
    .flatMap((lang) =>
      folderRoutes.flatMap((parent) => {
        const dir = path.join(publicDir, localizedPath(lang, parent));
        return fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && isKebabCase(entry.name))
          .map((entry) => localizedPath(lang, `${parent}${entry.name}/`));
      }),
    )
    .filter((route) => !documentRoutes.includes(route) && !reserved.some((entry) => entry.route === route));

beforeAll(assertBuilt);

test("every folder of the built site a page could take is a document's own or reserved", () => {
  expect(unaccountedFolders(reservedRoutes)).toEqual([]);
});

test("a folder of the insights left off the reserved list is found (planted: /insights/topics/ removed)", () => {
  const planted = reservedRoutes.filter(({ route }) => route !== "/insights/topics/");
  expect(unaccountedFolders(planted)).toEqual(["/insights/topics/"]);
});

test("a folder left off the reserved list is found (planted: /icons/ and /admin/ removed)", () => {
  const planted = reservedRoutes.filter(({ route }) => route !== "/icons/" && route !== "/admin/");
  expect(unaccountedFolders(planted).sort()).toEqual(["/admin/", "/icons/"]);
});
