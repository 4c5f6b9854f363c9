import type { ReactNode } from "react";
import { graphql, type PageProps } from "gatsby";

/**
 * The fields every document template's query reads (`...DocumentFields`, typed as
 * Queries.DocumentFieldsFragment). Gatsby collects the fragment from this file; nothing imports it.
 */
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
