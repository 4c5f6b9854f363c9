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

/**
 * Every problem recorded since the last report, plus `more` found across files (shared slugs), in one
 * message: `gatsby build` stops on it, `gatsby develop` logs it. The record starts again empty.
 */
export const reportContentProblems = (panicOnBuild: (message: string) => void, more: ContentProblem[] = []): void => {
  const found = [...recorded.values()];
  recorded.clear();
  const message = [
    ...section("Content error, the page was not built:", [...found.flatMap(({ problems }) => problems), ...more]),
    ...section(
      "Unfinished content, the page was not built (replace the scaffold's text):",
      found.flatMap(({ placeholders }) => placeholders),
    ),
  ].join("\n");
  if (message) panicOnBuild(message);
};
