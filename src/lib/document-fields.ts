import type { ReactNode } from "react";
import { graphql, type PageProps } from "gatsby";

/** The fields every document template's query reads (Queries.DocumentFieldsFragment). */
export const documentFields = graphql`
  fragment DocumentFields on ContentDocument {
    slug
    title
    description
    placeholders
  }
`;

/** A document template's props: gatsby-plugin-mdx passes the compiled MDX body as children. */
export type DocumentTemplateProps<Data> = Omit<PageProps<Data>, "children"> & { children: ReactNode };
