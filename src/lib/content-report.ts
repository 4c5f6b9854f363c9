import { contentReportHeadlines } from "./build-messages";
import { type ContentProblem, formatProblem } from "./content-validation";

/**
 * The content's problems, by file, as the build reads each file (onCreateNode). They are reported
 * together once every file has been read (createPages), so an editor sees every mistake of a commit
 * in one build instead of one file's per build.
 */
const recorded = new Map<string, { problems: ContentProblem[]; placeholders: ContentProblem[] }>();

/** What reading `file` found: problems (no page) and scaffold text left (a page in develop, none in a build). */
export const recordContentProblems = (
  file: string,
  problems: ContentProblem[],
  placeholders: ContentProblem[] = [],
): void => {
  if (problems.length === 0 && placeholders.length === 0) recorded.delete(file);
  else recorded.set(file, { problems, placeholders });
};

const section = (headline: string, problems: ContentProblem[]) =>
  problems.length === 0 ? [] : [`${headline}\n  ${problems.map(formatProblem).join("\n  ")}`];

/** The message the build stops with: the problems, then the scaffold text left; empty when there is neither. */
export const contentReport = (problems: ContentProblem[], placeholders: ContentProblem[]): string =>
  [
    ...section(contentReportHeadlines.problems, problems),
    ...section(contentReportHeadlines.unfinished, placeholders),
  ].join("\n");

/**
 * Every problem recorded since the last report, plus `more` found across files (shared slugs), in one
 * message: `gatsby build` stops on it, `gatsby develop` logs it. The record starts again empty.
 */
export const reportContentProblems = (panicOnBuild: (message: string) => void, more: ContentProblem[] = []): void => {
  const found = [...recorded.values()];
  recorded.clear();
  const message = contentReport(
    [...found.flatMap(({ problems }) => problems), ...more],
    found.flatMap(({ placeholders }) => placeholders),
  );
  if (message) panicOnBuild(message);
};
