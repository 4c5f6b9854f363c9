import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { container } from "../styles/layout";
import { mq, space } from "../styles/theme";
import { prose } from "./Prose";

// Small on phones: under a service's header the introduction's first line must stay in the first screen.
const inContainer = css(prose, {
  padding: `${space.xs} 0 ${space.section}`,
  [mq.tablet]: { paddingTop: space.xl },
});
const ownColumn = css(container, prose, { padding: `${space.xl} ${space.md} ${space.section}` });
const atContainerStart = css(prose, { padding: `${space.xl} 0 ${space.section}` });

interface ArticleBodyProps {
  children: ReactNode;
  /** Sits inside the caller's container (under a cover) instead of being its own centred column. */
  inContainer?: boolean;
  /** Its own column at the page container's start edge, where the title above starts, rather than centred. */
  atStart?: boolean;
}

/** The MDX body of a document, in the long-form type; MDX components come from the Layout's MDXProvider. */
export const ArticleBody = ({ children, inContainer: nested = false, atStart = false }: ArticleBodyProps) => {
  if (nested) return <div css={inContainer}>{children}</div>;
  if (atStart)
    return (
      <div css={container}>
        <div css={atContainerStart}>{children}</div>
      </div>
    );
  return <div css={ownColumn}>{children}</div>;
};
