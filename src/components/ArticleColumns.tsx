import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { container } from "../styles/layout";
import { mq, sizes, space } from "../styles/theme";

const columns = css(container, {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  [mq.laptop]: { gridTemplateColumns: "minmax(0, 1fr) 17rem", columnGap: space.xxl },
  [mq.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 19rem" },
});

/** The side column stays in view while the article scrolls past it (its parent is the grid's row). */
const side = css({
  display: "none",
  [mq.laptop]: {
    display: "flex",
    flexDirection: "column",
    gap: space.xl,
    position: "sticky",
    top: `calc(${sizes.header} + ${space.lg})`,
    alignSelf: "start",
    // A long list scrolls inside the column, so the booking card above it never leaves the screen.
    maxHeight: `calc(100vh - ${sizes.header} - 2 * ${space.lg})`,
    overflowY: "auto",
    padding: `${space.xl} ${space.xxs} ${space.xxs}`,
  },
});

/** Shown only where the side column is not: phones and tablets. */
export const belowSideColumn = css({ [mq.laptop]: { display: "none" } });

interface ArticleColumnsProps {
  children: ReactNode;
  /** "On this page" and the booking card, on wide screens. */
  side: ReactNode;
}

/** A long document's body beside a sticky side column (wide screens); the body alone on narrower ones. */
export const ArticleColumns = ({ children, side: sideContent }: ArticleColumnsProps) => (
  <div css={columns}>
    <div>{children}</div>
    <div css={side} data-testid="side-column">
      {sideContent}
    </div>
  </div>
);
