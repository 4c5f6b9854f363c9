import type { SerializedStyles } from "@emotion/react";
import { css } from "@emotion/react";
import { gridList, type GridColumns } from "../../styles/layout";
import type { TextLink } from "../../data/home";
import { colors, fontSizes, space } from "../../styles/theme";
import { TextLinkAfter } from "../TextLinkAfter";

export interface ListItem {
  title: string;
  text: string;
  /** A link after the text, such as a claim's link to its definition. */
  link?: TextLink;
}

const itemBase = css({
  h3: { fontSize: fontSizes.h3, margin: `0 0 ${space.xs}` },
  p: { margin: 0, color: colors.muted },
});

interface ItemListProps {
  items: readonly ListItem[];
  columns: GridColumns;
  gap?: string;
  /** A numbered list (<ol>) where the order means something, like steps. */
  ordered?: boolean;
  /** The look of each item (a card, a numbered badge); applied after the item's own styles. */
  itemStyle?: SerializedStyles;
  className?: string;
}

/** Short titled paragraphs in a grid: one column on phones, `columns` from each breakpoint up. */
export const ItemList = ({ items, columns, gap, ordered = false, itemStyle, className }: ItemListProps) => {
  const List = ordered ? "ol" : "ul";
  return (
    <List css={gridList(columns, gap)} className={className}>
      {items.map(({ title, text, link }) => (
        <li key={title} css={[itemBase, itemStyle]}>
          <h3>{title}</h3>
          <p>{text}</p>
          {link && <TextLinkAfter link={link} />}
        </li>
      ))}
    </List>
  );
};
