import { css } from "@emotion/react";
import { hasArabic, latinRuns } from "../lib/script-runs";

/** A Latin run up to this long is a name or a reference: one unit, never broken across lines. */
const NAME_LENGTH = 24;

const keptWhole = css({ whiteSpace: "nowrap" });

/**
 * A text in its own direction, isolated from the words around it, whatever the page's language: an Arabic text
 * right to left (not left to right because it begins with a Latin name, as `dir="auto"` would lay it out), a Latin
 * one left to right. Inside an Arabic text each Latin run is isolated too, so it reads left to right in its place
 * with the colon or bracket beside it on the side the sentence puts it; a name is kept on one line, so a bracket
 * never stands alone with its last word.
 */
export const OwnDirectionText = ({ text }: { text: string }) => {
  if (!hasArabic(text)) return <bdi dir="ltr">{text}</bdi>;
  return (
    <bdi dir="rtl">
      {latinRuns(text).map((run, index) =>
        run.latin ? (
          <bdi key={index} dir="ltr" css={run.text.length <= NAME_LENGTH && keptWhole}>
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </bdi>
  );
};
