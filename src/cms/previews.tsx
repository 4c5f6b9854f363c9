import { useLayoutEffect } from "react";
import { css } from "@emotion/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { MDXProvider } from "@mdx-js/react";
import { type ContentKind, contentModel } from "../content-model";
import { FoundationArticle } from "../components/FoundationArticle";
import { InsightArticle } from "../components/InsightArticle";
import { LegalArticle } from "../components/LegalArticle";
import { mdxComponents } from "../components/MdxComponents";
import { ServiceArticle } from "../components/ServiceArticle";
import { DocumentBody } from "../components/DocumentBody";
import { bodySectionsOf, splitIntroduction } from "../lib/body-tree";
import {
  isKebabCase,
  isSourceAddress,
  parseContentDate,
  withDefaults,
  withEnglishFields,
} from "../content-pipeline/field-checks";
import { alternatesOf, defaultLang, isLang, languageFacts, type Lang } from "../languages";
import { PageLanguageProvider } from "../i18n/PageLanguage";
// The CMS bundle may hold both dictionaries: no page of the site loads it.
import { uiStrings } from "../data/ui";
import { people, personById } from "../site-facts";
import { unreadableAdvice, unreadableProblem } from "./format";
import { FrameStyles } from "./FrameStyles";
import { BodyProblems, MdxBody, useDraftBody } from "./MdxBody";
import { rememberPicture } from "./picture-facts";

const today = () => new Date().toISOString().slice(0, 10);

type Data = Record<string, unknown>;

/**
 * What Decap passes a preview template besides its typed props (decap-cms-core 3.6.3,
 * src/components/Editor/EditorInterface.js and EditorPreviewPane.js): `locale`, the language
 * the editor is writing in (the "Writing in" switch; decap-cms#5912), whose fields alone `entry`
 * then holds (getPreviewEntry in src/lib/i18n.ts); and the CMS's store, `state`, whose entry
 * draft still holds the English fields a translation takes from its English page.
 */
export type PreviewProps = PreviewTemplateComponentProps & {
  locale?: string;
  state?: { entryDraft?: { getIn: (path: string[]) => { toJS: () => Data } | undefined } };
};

const languageOf = (props: PreviewProps): Lang => (isLang(props.locale) ? props.locale : defaultLang);

/**
 * The entry's fields as the built page in the preview's language would show them: a translation's
 * own fields plus those it takes from the English page (as the build does), then the model's defaults.
 * A date not yet entered shows as today's until the editor picks one (the CMS requires it on saving), and
 * `standIns` names such fields, which the preview says it filled in.
 */
const fieldsOf = (kind: ContentKind, props: PreviewProps) => {
  const lang = languageOf(props);
  const own = props.entry.get("data").toJS() as Data;
  const english = lang === defaultLang ? own : (props.state?.entryDraft?.getIn(["entry", "data"])?.toJS() ?? {});
  const data = withEnglishFields(kind, own, english);
  const fields = withDefaults(kind, data, lang) as Record<string, string | null>;
  const text = (name: string) => fields[name] ?? "";
  const day = (name: string) => (parseContentDate(fields[name]) ? text(name) : today());
  const list = <Item,>(name: string): Item[] => {
    const value: unknown = fields[name];
    return Array.isArray(value) ? (value as Item[]) : [];
  };
  const labelOf = (name: string) => contentModel[kind].fields.find((field) => field.name === name)?.label ?? name;
  const standIns = (dates: string[], others: string[] = []) =>
    [...others, ...dates.filter((name) => !parseContentDate(fields[name]))].map(labelOf);
  return { text, day, list, standIns, body: String(own.body ?? "") };
};

const standInNote = css({
  margin: 0,
  padding: "0.5rem 1rem",
  background: "#fff4d6",
  color: "#3d2e00",
  font: "0.9rem/1.4 system-ui, sans-serif",
  borderBlockEnd: "1px solid #e0c46c",
});

/**
 * Says which fields the preview shows with a value the editor has not given (today's date, the first author), so
 * that a blank field is never taken for a filled one. For the editor, in the CMS's language, above the page.
 */
const StandInNote = ({ fields }: { fields: string[] }) =>
  fields.length === 0 ? null : (
    <p data-preview-note="" lang="en" dir="ltr" css={standInNote}>
      Not filled in yet, so shown here with a stand-in: {fields.join(", ")}.
    </p>
  );

/** A picture's name as the build accepts it: a file of content/images/, never a folder or another site's address. */
const isImageFileName = (name: string) => name !== "" && !/[/\\:]/.test(name);

/** An uploaded or stored picture as the image data CoverPicture draws (the build makes the real sizes). */
const previewImage = (props: PreviewProps, fileName: string, width: number, height: number) => {
  if (!isImageFileName(fileName)) return null;
  const src = props.getAsset(fileName).toString();
  // The save measures the picture at this address (./picture-facts.ts).
  rememberPicture(fileName, src);
  return { layout: "constrained", width, height, images: { fallback: { src } } } as IGatsbyImageData;
};

/**
 * The preview frame as a page of the site in the editor's language: the page's language context
 * (its interface words, from the dictionary), `lang` and `dir` on the frame's <html> (which the
 * site's styles select on) and on a <main> like the Layout's, the site's styles and MDX components.
 */
const Frame = ({
  kind,
  props,
  standIns = [],
  children,
}: {
  kind: ContentKind;
  props: PreviewProps;
  standIns?: string[];
  children: JSX.Element;
}) => {
  const lang = languageOf(props);
  const { dir } = languageFacts[lang];
  const frame = props.document;
  useLayoutEffect(() => {
    frame.documentElement.lang = lang;
    frame.documentElement.dir = dir;
  }, [frame, lang, dir]);
  const slug = String(props.entry.get("slug") ?? "");
  // The language switch links to the page's address, made of the file name: only one the build accepts.
  const path = contentModel[kind].route(isKebabCase(slug) ? slug : "");
  return (
    <PageLanguageProvider value={{ lang, alternates: alternatesOf(path), ui: uiStrings[lang] }}>
      <FrameStyles frame={frame}>
        <MDXProvider components={mdxComponents}>
          <StandInNote fields={standIns} />
          <main lang={lang} dir={dir}>
            {children}
          </main>
        </MDXProvider>
      </FrameStyles>
    </PageLanguageProvider>
  );
};

export const ServicePreview = (props: PreviewProps) => {
  const { text, day, standIns, body } = fieldsOf("service", props);
  const read = useDraftBody(body, "service");
  // As the service template: the opening paragraphs, then the cover, then the sections.
  const { introduction, sections } = splitIntroduction(read.tree ?? []);
  return (
    <Frame kind="service" props={props} standIns={standIns(["date"])}>
      <ServiceArticle
        title={text("title")}
        description={text("description")}
        date={day("date")}
        reviewedOn={parseContentDate(text("reviewedOn")) ? text("reviewedOn") : null}
        reviewedBy={text("reviewedBy")}
        cover={previewImage(props, text("coverImage"), 1120, 560)}
        coverAlt={text("coverAlt")}
        sections={read.tree ? bodySectionsOf(read.tree) : []}
        introduction={read.tree ? <DocumentBody tree={introduction} /> : <BodyProblems problems={read.problems} />}
      >
        {read.tree && <DocumentBody tree={sections} />}
      </ServiceArticle>
    </Frame>
  );
};

export const LegalPreview = (props: PreviewProps) => {
  const { text, day, standIns, body } = fieldsOf("legal", props);
  return (
    <Frame kind="legal" props={props} standIns={standIns(["lastUpdated"])}>
      <LegalArticle
        title={text("title")}
        description={text("description")}
        lastUpdated={day("lastUpdated")}
        sections={[]}
      >
        <MdxBody source={body} kind="legal" />
      </LegalArticle>
    </Frame>
  );
};

export const PagePreview = (props: PreviewProps) => {
  const { text, body } = fieldsOf("page", props);
  return (
    <Frame kind="page" props={props}>
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

export const InsightPreview = (props: PreviewProps) => {
  const { text, day, list, standIns, body } = fieldsOf("insight", props);
  // Until the editor picks one, the first of the people (the CMS's select offers only them).
  const chosen = personById(text("author"));
  return (
    <Frame kind="insight" props={props} standIns={standIns(["date"], chosen ? [] : ["author"])}>
      <InsightArticle
        title={text("title")}
        description={text("description")}
        date={day("date")}
        updated={parseContentDate(text("updated")) ? text("updated") : null}
        lawAsOf={parseContentDate(text("reviewedOn")) && text("reviewedBy").trim() ? text("reviewedOn") : null}
        author={chosen ?? people[0]}
        // The preview knows the services by file name only; the page shows their titles. A draft committed through
        // git skips the save check: what the build would refuse as a link is not shown as one.
        topics={list<unknown>("topics")
          .filter((slug): slug is string => typeof slug === "string" && isKebabCase(slug))
          .map((slug) => ({ slug, title: slug }))}
        sources={list<{ title?: unknown; url?: unknown }>("sources").flatMap(({ title, url }) =>
          typeof title === "string" && isSourceAddress(url) ? [{ title, url }] : [],
        )}
      >
        <MdxBody source={body} kind="insight" />
      </InsightArticle>
    </Frame>
  );
};

type Preview = (props: PreviewProps) => JSX.Element;

/**
 * An entry whose file the CMS could not read (./format.ts) previews as what is wrong with it: its
 * title and body are the CMS's message, not the page's, and are never compiled.
 */
const orUnreadable = (kind: ContentKind, Page: Preview): Preview => {
  const PageOrProblem = (props: PreviewProps) => {
    const problem = unreadableProblem(props.entry.get("data").toJS() as Data);
    if (problem === undefined) return <Page {...props} />;
    return (
      <Frame kind={kind} props={props}>
        <div role="alert" lang="en" dir="ltr">
          <p>
            <strong>This file cannot be opened in the CMS.</strong> {problem}
          </p>
          <p>{unreadableAdvice}</p>
        </div>
      </Frame>
    );
  };
  return PageOrProblem;
};

export const previews: Record<ContentKind, Preview> = {
  service: orUnreadable("service", ServicePreview),
  legal: orUnreadable("legal", LegalPreview),
  page: orUnreadable("page", PagePreview),
  insight: orUnreadable("insight", InsightPreview),
};
