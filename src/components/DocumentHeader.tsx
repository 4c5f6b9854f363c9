import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { fillIn } from "../i18n/fill-in";
import { useLang, useUi } from "../i18n/PageLanguage";
import { formatLongDate, isoDay } from "../lib/dates";
import { container, lead, meta, pageTitle } from "../styles/layout";
import { colors, mq, space } from "../styles/theme";

// Less room on phones, where the first screen should reach the body's first lines.
const band = css({
  background: colors.sand,
  padding: `${space.sm} 0 ${space.lg}`,
  [mq.tablet]: { padding: `${space.xl} 0 ${space.xxl}` },
});

interface Props {
  title: string;
  description?: string;
  updated: string;
  above?: ReactNode;
  children?: ReactNode;
}

/** Title band of a document page: breadcrumbs, h1, lead, "Last updated" date, then any actions. */
export const DocumentHeader = ({ title, description, updated, above, children }: Props) => {
  const lang = useLang();
  const date = <time dateTime={isoDay(updated)}>{formatLongDate(updated, lang)}</time>;
  return (
    <div css={band}>
      <div css={container}>
        {above}
        <h1 css={pageTitle}>{title}</h1>
        {description && <p css={lead}>{description}</p>}
        <p css={meta}>{fillIn(useUi().document.lastUpdated, { date })}</p>
        {children}
      </div>
    </div>
  );
};
