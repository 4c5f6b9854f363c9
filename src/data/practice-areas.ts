import { serviceGroups } from "../content-model";
import type { Lang } from "../languages";

/** A practice area as a page shows it: /services/ lists its services under `title`, at the anchor `id`. */
export interface PracticeArea {
  id: string;
  title: string;
}

/** The content model's service groups, in their order, in one language. */
export const practiceAreasIn = (lang: Lang): readonly PracticeArea[] =>
  serviceGroups.map(({ value, label }) => ({ id: value, title: label[lang] }));
