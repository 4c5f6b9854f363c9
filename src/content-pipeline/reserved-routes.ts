/**
 * The URLs the site owns besides its documents. A document whose route is one of them would
 * take it over without a word (content/pages/en/admin.mdx would replace the CMS), so the build
 * refuses it (gatsby-node.ts, findRouteClashes). __tests__/site/reserved-routes.test.ts holds this
 * list to what a built public/ holds.
 */
import { contentKinds, contentModel } from "../content-model";
import { languages, localizedPath } from "../languages";
import { redirects, routes } from "../lib/routes";
import { insightRoutes } from "../lib/insight-routes";

export interface ReservedRoute {
  route: string;
  /** What the route is, as the build's message names it. */
  owner: string;
}

/** The pages of src/pages/ (home, services, not-found) in every language; the old addresses in English only. */
const ownPages: ReservedRoute[] = [
  ...languages.flatMap((lang) =>
    [routes.home, routes.services, "/404/"].map((route) => ({
      route: localizedPath(lang, route),
      owner: "one of the site's own pages (src/pages/)",
    })),
  ),
  ...redirects
    .filter(({ from }) => from.endsWith("/"))
    .map(({ from, to }) => ({ route: from, owner: `an old address that forwards to ${to}` })),
];

/** The first folder of a kind's routes (/services/, /legal/), in every language: its documents live under it. */
const kindFolders: ReservedRoute[] = contentKinds.flatMap((kind) => {
  const folder = /^\/[^/]+\//.exec(contentModel[kind].route("x"))?.[0];
  return folder && folder !== "/x/"
    ? languages.map((lang) => ({
        route: localizedPath(lang, folder),
        owner: `the folder of every ${contentModel[kind].labelSingular.toLowerCase()} page`,
      }))
    : [];
});

/** The folders of the insights' further pages and topic lists (src/build/insight-pages.ts): an insight named "page" or "topics" would sit on them. */
const insightListFolders: ReservedRoute[] = languages.flatMap((lang) => [
  {
    route: localizedPath(lang, insightRoutes.page(2).replace(/2\/$/, "")),
    owner: "the folder of the further pages of insights",
  },
  {
    route: localizedPath(lang, insightRoutes.topic("x").replace(/x\/$/, "")),
    owner: "the folder of the insights' topic lists",
  },
]);

export const reservedRoutes: readonly ReservedRoute[] = [
  ...ownPages,
  ...kindFolders,
  ...insightListFolders,
  ...languages.map((lang) => ({ route: `/${lang}/`, owner: "a language's prefix" })),
  { route: routes.cms, owner: "the CMS" },
  ...["/page-data/", "/static/", "/icons/"].map((route) => ({ route, owner: "a folder of files Gatsby writes" })),
];
