import { contentReportHeadlines } from "./build-messages";
import { type ContentProblem, formatProblem } from "./field-checks";

const section = (headline: string, problems: ContentProblem[]) =>
  problems.length === 0 ? [] : [`${headline}\n  ${problems.map(formatProblem).join("\n  ")}`];

/**
 * The message the build stops with: the problems, then the scaffold text left; empty when there is neither.
 * Every file's problems are in it at once, so an editor sees every mistake of a commit in one build.
 */
export const contentReport = (problems: ContentProblem[], placeholders: ContentProblem[]): string =>
  [
    ...section(contentReportHeadlines.problems, problems),
    ...section(contentReportHeadlines.unfinished, placeholders),
  ].join("\n");
