/** One SVG element of a line icon: its tag and attributes, as lucide-static's icon-nodes.json writes it. */
export type IconElement = readonly [tag: string, attributes: Readonly<Record<string, string>>];

/** A 24×24 line icon as data: it travels in a page's data or a GraphQL field, never in the JavaScript bundle. */
export type IconNode = readonly IconElement[];

/** A GraphQL `icon` field (JSON, resolved by gatsby-node from the practice group) as the icon it holds. */
export const asIconNode = (json: unknown): IconNode => (Array.isArray(json) ? (json as IconNode) : []);
