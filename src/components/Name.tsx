import type { ReactNode } from "react";
import { css } from "@emotion/react";

const oneLine = css({ whiteSpace: "nowrap" });

/**
 * A name in running text, isolated from the direction of the text around it (<bdi>), so a Latin name
 * inside Arabic (or an Arabic one inside English) cannot reorder the words or punctuation beside it.
 * A short name (a person's) is also kept on one line; a firm's full name may wrap, or it would
 * overflow a 320 px screen.
 */
export const Name = ({ children, unbroken = false }: { children: ReactNode; unbroken?: boolean }) => (
  <bdi css={unbroken ? oneLine : undefined}>{children}</bdi>
);
