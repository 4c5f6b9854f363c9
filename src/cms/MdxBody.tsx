import { useMemo } from "react";
import type { ContentKind } from "../content-model";
import { DocumentBody } from "../components/DocumentBody";
import { bodyTools } from "../content-pipeline/body-tools-bundled";
import { bodyTreeOf } from "../content-pipeline/body-to-tree";
import { type BodyProblem, bodyProblemAsField, readBody } from "../content-pipeline/body-policy";

/**
 * A draft's body in the preview, read and rendered as the build renders a page's: the content
 * policy reads it into its tree (src/content-pipeline/body-policy.ts), and DocumentBody renders that tree with
 * the site's components (<BookACall />, <FreeCall />…). Nothing in the draft is compiled or run:
 * the reviewer's GitHub token is in this page. A body the build would refuse shows the build's
 * messages instead, in English (lang and dir on the alert) also in an Arabic preview: the same
 * words and line numbers as the build's, counted from the body's first line, with the line quoted,
 * and the MDX reader's own message under the plain one.
 */
const ProblemItem = ({ problem }: { problem: BodyProblem }) => {
  const { field } = bodyProblemAsField(problem);
  const { message } = bodyProblemAsField({ ...problem, readerMessage: undefined });
  return (
    <li>
      {`${field} ${message}`}
      {problem.readerMessage && (
        <>
          <br />
          <small>{`The MDX reader's message: ${problem.readerMessage}`}</small>
        </>
      )}
    </li>
  );
};

/** A draft's body read by the content policy: its tree, or the problems that would stop the build. */
export const useDraftBody = (source: string, kind: ContentKind) =>
  useMemo(() => {
    const { problems, tree } = readBody(bodyTools, source, kind);
    return problems.length > 0 ? { problems, tree: null } : { problems, tree: bodyTreeOf(bodyTools, tree) };
  }, [source, kind]);

/** The build's messages on a body it would refuse, where the body would be. */
export const BodyProblems = ({ problems }: { problems: readonly BodyProblem[] }) => (
  <div role="alert" lang="en" dir="ltr">
    <p>
      <strong>This text would stop the build:</strong>
    </p>
    <ul>
      {problems.map((problem, index) => (
        <ProblemItem key={index} problem={problem} />
      ))}
    </ul>
  </div>
);

export const MdxBody = ({ source, kind }: { source: string; kind: ContentKind }) => {
  const read = useDraftBody(source, kind);
  if (read.tree) return <DocumentBody tree={read.tree} />;
  return <BodyProblems problems={read.problems} />;
};
