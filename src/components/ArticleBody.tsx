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

interface ArticleBodyProps {
  children: ReactNode;
  /** Sits inside the caller's container (under a cover) instead of being its own centred column. */
  inContainer?: boolean;
}

/** The MDX body of a document, in the long-form type; MDX components come from the Layout's MDXProvider. */
export const ArticleBody = ({ children, inContainer: nested = false }: ArticleBodyProps) => (
  <div css={nested ? inContainer : ownColumn}>{children}</div>
);
