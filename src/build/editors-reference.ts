/**
 * The parts of the editors' reference (content/REFERENCE.md) written from the source, each between its
 * two marker comments: the field tables (the content model), the components (src/lib/body-components.ts)
 * and the build's messages (src/content-pipeline/build-messages.ts). `npm run reference` writes them in; a test fails
 * while the file differs.
 */
import { contentKinds } from "../content-model";
import { componentTable, componentTableMarkers, fieldTable, tableMarkers } from "./field-tables";
import { messageReference, messageReferenceMarkers } from "./message-reference";

export interface GeneratedPart {
  name: string;
  markers: { start: string; end: string };
  text: () => string;
}

export const generatedParts: GeneratedPart[] = [
  ...contentKinds.map((kind) => ({
    name: `the ${kind} fields`,
    markers: tableMarkers(kind),
    text: () => fieldTable(kind),
  })),
  { name: "the body's components", markers: componentTableMarkers, text: componentTable },
  { name: "the build's messages", markers: messageReferenceMarkers, text: messageReference },
];

const bounds = (reference: string, { start, end }: GeneratedPart["markers"]) => {
  const from = reference.indexOf(start);
  const to = reference.indexOf(end);
  if (from < 0 || to < from) throw new Error(`content/REFERENCE.md has no "${start}" … "${end}" part`);
  return { from: from + start.length, to };
};

/** What a part holds in `reference` now, between its markers. */
export const partIn = (reference: string, part: GeneratedPart): string => {
  const { from, to } = bounds(reference, part.markers);
  return reference.slice(from, to).trim();
};

/** `reference` with every generated part written afresh. */
export const withGeneratedParts = (reference: string): string =>
  generatedParts.reduce((written, part) => {
    const { from, to } = bounds(written, part.markers);
    return `${written.slice(0, from)}\n${part.text()}\n${written.slice(to)}`;
  }, reference);
