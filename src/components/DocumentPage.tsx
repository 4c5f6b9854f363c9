import type { ReactNode } from "react";
import type { JsonLd } from "../lib/structured-data";
import { Layout } from "./Layout";
import { PlaceholderWarning } from "./PlaceholderWarning";
import { Seo } from "./Seo";

interface DocumentPageProps {
  title: string;
  description: string;
  /** The page's path in its own language. */
  path: string;
  /** The cover's social card (1200×630), when the document has one. */
  socialImage?: { src: string; alt: string };
  structuredData: readonly JsonLd[];
  /** The scaffold's placeholders still in the file (only `gatsby develop` shows such a page). */
  placeholders: readonly string[];
  children: ReactNode;
}

/** The frame every article page shares (service, insight): layout, its search and social tags, the draft warning. */
export const DocumentPage = ({
  title,
  description,
  path,
  socialImage,
  structuredData,
  placeholders,
  children,
}: DocumentPageProps) => (
  <Layout>
    <Seo
      title={title}
      description={description}
      path={path}
      type="article"
      image={socialImage && { ...socialImage, width: 1200, height: 630 }}
      structuredData={structuredData}
    />
    <PlaceholderWarning placeholders={placeholders} />
    {children}
  </Layout>
);
