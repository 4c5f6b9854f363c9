import type { Lang } from "../../languages";
import type { UiStrings } from "../ui-strings";
import { ar } from "./ar";
import { en } from "./en";

/** Read by gatsby-node.ts (page context), the CMS previews and tests; never by a page's bundle. */
export const uiStrings: Record<Lang, UiStrings> = { en, ar };
