import { graphql } from "gatsby";

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
    body
  }
`;
