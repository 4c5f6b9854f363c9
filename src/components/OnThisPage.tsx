import { css } from "@emotion/react";
import { useUi } from "../i18n/PageLanguage";
import { SECTION_LINKS } from "../hooks/useCurrentSectionMark";
import type { BodySection } from "../lib/body-tree";
import { colors, focusRing, fontSizes, radii, sizes, space } from "../styles/theme";
import { DocumentBody } from "./DocumentBody";

const list = css({
  margin: 0,
  paddingInlineStart: space.lg,
  fontSize: fontSizes.small,
  li: { margin: 0 },
  a: {
    // A block, so the item's number stands by its first line when the words wrap.
    display: "block",
    padding: `${space.xxs} 0`,
    minHeight: "24px",
    color: colors.navy,
    textUnderlineOffset: "3px",
    "&:focus-visible": focusRing(),
  },
  // The section being read (DocumentPage's useCurrentSectionMark): bold, on a sand band with a gold edge.
  'a[aria-current="location"]': {
    fontWeight: 700,
    background: colors.sand,
    boxShadow: `inset 3px 0 0 ${colors.gold}`,
    paddingInline: space.xs,
    "&:dir(rtl)": { boxShadow: `inset -3px 0 0 ${colors.gold}` },
  },
});

const heading = css({ fontSize: fontSizes.h4, margin: `0 0 ${space.xs}` });

/** The document's sections as plain links to their headings: HTML only, it works before and without JavaScript. */
const SectionLinks = ({ sections }: { sections: readonly BodySection[] }) => (
  <ol css={list} {...{ [SECTION_LINKS]: "" }}>
    {sections.map(({ id, heading: words }) => (
      <li key={id}>
        <a href={`#${id}`}>
          <DocumentBody tree={words} />
        </a>
      </li>
    ))}
  </ol>
);

/** "On this page" in the side column (wide screens). */
export const OnThisPage = ({ sections, className }: { sections: readonly BodySection[]; className?: string }) => {
  const { onThisPage } = useUi().document;
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby="on-this-page" className={className}>
      <h2 id="on-this-page" css={heading}>
        {onThisPage}
      </h2>
      <SectionLinks sections={sections} />
    </nav>
  );
};

const details = css({
  margin: `${space.xs} 0 0`,
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  summary: {
    display: "flex",
    alignItems: "center",
    minHeight: sizes.tapTarget,
    padding: `0 ${space.md}`,
    fontWeight: 600,
    color: colors.navy,
    cursor: "pointer",
    listStyle: "none",
    "&::-webkit-details-marker": { display: "none" },
    // Open or closed, said by a sign that needs no turning in right-to-left text.
    "&::after": { content: '"+"', marginInlineStart: "auto", fontSize: fontSizes.h3, lineHeight: 1 },
    "&:focus-visible": focusRing(),
  },
  "&[open] > summary::after": { content: '"−"' },
  ol: { paddingBlockEnd: space.sm, paddingInline: `calc(${space.md} + ${space.lg}) ${space.md}` },
});

/**
 * The same list, collapsed under the title on phones and tablets (a <details>: no JavaScript). Not a second
 * navigation landmark: the side column's is the page's "On this page", and only one of them shows at a width.
 */
export const OnThisPageCollapsible = ({
  sections,
  className,
}: {
  sections: readonly BodySection[];
  className?: string;
}) => {
  const { onThisPage } = useUi().document;
  if (sections.length === 0) return null;
  return (
    <details css={details} className={className}>
      <summary>{onThisPage}</summary>
      <SectionLinks sections={sections} />
    </details>
  );
};
