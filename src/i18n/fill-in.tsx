import { Fragment, type ReactNode } from "react";

/** A dictionary sentence's places: "Reviewed for UAE law as of {date} by {name}". */
const PLACE = /\{(\w+)\}/;

/**
 * A dictionary sentence with its `{place}`s filled with strings or elements, so each language puts the
 * values where its word order needs them: "Last updated {date}", «آخر تحديث: {date}».
 */
export const fillIn = (template: string, values: Record<string, ReactNode>): ReactNode[] =>
  template
    .split(PLACE)
    .map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{values[part]}</Fragment>))
    .filter((part) => part !== "");

/** The same for an attribute (an aria-label): the values are text. */
export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.split(PLACE).reduce((text, part, index) => text + (index % 2 === 0 ? part : String(values[part])), "");
