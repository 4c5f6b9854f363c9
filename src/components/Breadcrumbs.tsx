import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useUi } from "../i18n/PageLanguage";
import type { Crumb } from "../lib/structured-data";
import { colors, focusRing, fontSizes, sizes, space } from "../styles/theme";

const current = css({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

const list = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  fontSize: fontSizes.small,
  color: colors.muted,
  // Each crumb is a row of its own, so its "›" never wraps away from the crumb it leads to.
  li: { display: "flex", alignItems: "center" },
  // "›" is Bidi_Mirrored: on a right-to-left page the browser draws it as "‹", pointing on along the trail.
  "li + li::before": { content: '"›"', margin: `0 ${space.xs}`, color: colors.muted, flexShrink: 0 },
  // The page's own crumb repeats the title under it: one line, cut short where the screen is narrow.
  "li:last-child": { flex: "1 1 0", minWidth: "8em" },
  a: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: sizes.tapTarget,
    color: colors.navy,
    "&:focus-visible": focusRing(),
  },
});

/** The visible trail; the BreadcrumbList JSON-LD is made from the same crumbs (their paths in the page's language). */
export const Breadcrumbs = ({ crumbs }: { crumbs: readonly Crumb[] }) => (
  <nav aria-label={useUi().breadcrumbs.label}>
    <ol css={list}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <li key={crumb.path} aria-current="page">
            <span css={current}>{crumb.name}</span>
          </li>
        ) : (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.name}</Link>
          </li>
        ),
      )}
    </ol>
  </nav>
);
