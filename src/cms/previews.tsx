import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { MDXProvider } from "@mdx-js/react";
import { type ContentKind } from "../content-model";
import { FoundationArticle } from "../components/FoundationArticle";
import { LegalArticle } from "../components/LegalArticle";
import { mdxComponents } from "../components/MdxComponents";
import { ServiceArticle } from "../components/ServiceArticle";
import { parseContentDate, withDefaults } from "../lib/content-validation";
import { FrameStyles } from "./FrameStyles";
import { MdxBody } from "./MdxBody";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The entry's fields as the built page would show them: the model's defaults filled in.
 * A date not yet entered shows as today's until the editor picks one (the CMS requires it on saving).
 */
const fieldsOf = (kind: ContentKind, entry: PreviewTemplateComponentProps["entry"]) => {
  const fields = withDefaults(kind, entry.get("data").toJS()) as Record<string, string | null>;
  const text = (name: string) => fields[name] ?? "";
  const day = (name: string) => (parseContentDate(fields[name]) ? text(name) : today());
  return { text, day, body: String(entry.getIn(["data", "body"]) ?? "") };
};

/** An uploaded or stored picture as the image data CoverPicture draws (the build makes the real sizes). */
const previewImage = (props: PreviewTemplateComponentProps, fileName: string, width: number, height: number) =>
  fileName
    ? ({
        layout: "constrained",
        width,
        height,
        images: { fallback: { src: props.getAsset(fileName).toString() } },
      } as IGatsbyImageData)
    : null;

/** The preview frame as a page of the site: its styles, its MDX components, a <main> like the Layout's. */
const Frame = ({ frame, children }: { frame: Document; children: JSX.Element }) => (
  <FrameStyles frame={frame}>
    <MDXProvider components={mdxComponents}>
      <main>{children}</main>
    </MDXProvider>
  </FrameStyles>
);

export const ServicePreview = (props: PreviewTemplateComponentProps) => {
  const { text, day, body } = fieldsOf("service", props.entry);
  return (
    <Frame frame={props.document}>
      <ServiceArticle
        title={text("title")}
        description={text("description")}
        date={day("date")}
        reviewedOn={parseContentDate(text("reviewedOn")) ? text("reviewedOn") : null}
        reviewedBy={text("reviewedBy")}
        cover={previewImage(props, text("coverImage"), 1120, 560)}
        coverAlt={text("coverAlt")}
      >
        <MdxBody source={body} kind="service" />
      </ServiceArticle>
    </Frame>
  );
};

export const LegalPreview = (props: PreviewTemplateComponentProps) => {
  const { text, day, body } = fieldsOf("legal", props.entry);
  return (
    <Frame frame={props.document}>
      <LegalArticle title={text("title")} description={text("description")} lastUpdated={day("lastUpdated")}>
        <MdxBody source={body} kind="legal" />
      </LegalArticle>
    </Frame>
  );
};

export const PagePreview = (props: PreviewTemplateComponentProps) => {
  const { text, body } = fieldsOf("page", props.entry);
  return (
    <Frame frame={props.document}>
      <FoundationArticle
        title={text("title")}
        description={text("description")}
        portrait={previewImage(props, text("portrait"), 420, 525)}
        portraitAlt={text("portraitAlt")}
      >
        <MdxBody source={body} kind="page" />
      </FoundationArticle>
    </Frame>
  );
};

export const previews: Record<ContentKind, (props: PreviewTemplateComponentProps) => JSX.Element> = {
  service: ServicePreview,
  legal: LegalPreview,
  page: PagePreview,
};
