import iconNodes from "lucide-static/icon-nodes.json";
import { type ServiceGroup, serviceGroups } from "../content-model";
import type { Lang } from "../languages";
import type { IconNode } from "../lib/icon-node";

export type { IconNode };

/**
 * Each practice group's icon, by its name in lucide-static (ISC licence; the names are the files of its icons/ folder):
 * a maintained set of one-weight line icons, drawn on one 24 px grid, that the build reads as data.
 */
export const practiceIconNames: Record<ServiceGroup, string> = {
  "companies-and-contracts": "briefcase-business",
  "disputes-and-recovery": "gavel",
  "property-construction-and-energy": "building",
  "employment-immigration-and-personal": "users",
  "regulation-and-tax": "landmark",
};

/** The line icon of a practice group; a name lucide-static no longer has fails the build here. */
export const practiceIconOf = (group: string): IconNode => {
  const name = practiceIconNames[group as ServiceGroup];
  const icon = name ? iconNodes[name] : undefined;
  if (!icon) throw new Error(`No lucide-static icon for the practice group "${group}" (src/data/practice-areas.ts)`);
  return icon;
};

/** A practice area as a page shows it: /services/ lists its services under `title`, at the anchor `id`. */
export interface PracticeArea {
  id: string;
  title: string;
}

/** A practice area with its line icon, for the pages that draw it (/services/). */
export interface IllustratedPracticeArea extends PracticeArea {
  icon: IconNode;
}

/** The content model's service groups, in their order, in one language. */
export const practiceAreasIn = (lang: Lang): readonly PracticeArea[] =>
  serviceGroups.map(({ value, label }) => ({ id: value, title: label[lang] }));

/** The same, each with its icon. */
export const illustratedPracticeAreasIn = (lang: Lang): readonly IllustratedPracticeArea[] =>
  practiceAreasIn(lang).map((area) => ({ ...area, icon: practiceIconOf(area.id) }));
