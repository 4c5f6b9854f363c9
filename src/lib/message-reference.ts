/**
 * The build messages' part of the editors' reference (content/REFERENCE.md), written out from the
 * catalogue the checks print from (./build-messages.ts): each message's examples exactly as the build
 * prints them, then why it happens and its fix. A test keeps the reference equal to this.
 */
import { type BuildMessage, messageGroups } from "./build-messages";
import { formatProblem } from "./content-validation";

export const messageReferenceMarkers = {
  start: "<!-- messages (generated from src/lib/build-messages.ts) -->",
  end: "<!-- /messages -->",
};

const printed = <Args extends unknown[]>(entry: BuildMessage<Args>) => [
  ...(entry.printedBelow ? [entry.printedBelow] : []),
  ...entry.examples.map(
    ({ file, field, args }) =>
      `${entry.printedAfter ?? ""}${formatProblem({ file, field, message: entry.says(...args) })}`,
  ),
];

const section = <Args extends unknown[]>(entry: BuildMessage<Args>) =>
  [`**${entry.title}**`, ["```", ...printed(entry), "```"].join("\n"), entry.explanation].join("\n\n");

/** The Markdown between the markers: a heading per group, a section per message. */
export const messageReference = (): string =>
  messageGroups
    .map((group) =>
      [
        `### ${group.heading}`,
        ...("intro" in group ? [group.intro] : []),
        ...Object.values(group.messages).map((entry) => section(entry as BuildMessage<unknown[]>)),
      ].join("\n\n"),
    )
    .join("\n\n");
