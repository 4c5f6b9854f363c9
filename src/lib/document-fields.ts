import { graphql } from "gatsby";

/** The fields every document template's query reads (Queries.DocumentFieldsFragment). */
export const documentFields = graphql`
  fragment DocumentFields on ContentDocument {
    slug
    title
    description
    placeholders
  }
`;
