import { homeTexts } from "./home";
import { notFoundTexts } from "./not-found";
import { servicesPageTexts } from "./services-page";
import type { Lang } from "../languages";

/**
 * The words that belong to one page of src/pages/, by its path in the default language: gatsby-node puts
 * them in the page's context as `texts` (with the interface's words as `ui`), so they travel in the page's
 * data and no page's JavaScript carries another page's or another language's words.
 * Pages with no words of their own get undefined.
 */
export const pageTextsOf = (path: string, lang: Lang): unknown => {
  if (path === "/") return homeTexts[lang];
  if (path === "/services/") return servicesPageTexts[lang];
  if (path === "/404/" || path === "/404.html") return notFoundTexts[lang];
  return undefined;
};
