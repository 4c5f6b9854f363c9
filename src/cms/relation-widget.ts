/**
 * An update's topics are picked with Decap's relation widget, which lists the services by title in the
 * form's language (RelationControl's parseNestedFields reads the hit's `i18n[locale]`, decap-cms#6299) but
 * searches only the default language's file: decap-cms-core 3.6.3's `query` (backend.ts) matches
 * `search_fields` against `entry.data`, the English page, and an i18n entry's other languages lie under
 * `entry.i18n`, which no search field can name. In the Arabic form, typing part of an Arabic title found
 * nothing. Here the relation's control searches itself: it asks Decap for every entry (the blank search
 * Decap already makes to show the options) and keeps those whose search fields, in any language, contain
 * every word typed. The value stored is still the relation's `value_field` (a service's file name).
 */
import { Component, type ComponentType, createElement, createRef, type RefObject } from "react";
import type { CMS } from "decap-cms-core";

type Data = Record<string, unknown>;

/** An entry as Decap's `query` returns it: the default language's data, the others under `i18n`. */
export interface RelationHit {
  slug: string;
  data: Data;
  i18n?: Record<string, { data?: Data }>;
}

/** Decap's `query` action bound to the store: resolves with `querySuccess`'s action (or `queryFailure`'s, without hits). */
export type RelationQuery = (
  namespace: string,
  collection: string,
  searchFields: string[],
  term: string,
  file?: string,
) => Promise<{ payload: { hits?: RelationHit[] } }>;

/**
 * Text as a search compares it: lower case, without accents, Arabic short vowels, hamza marks or
 * tatweel, and with ى and ة read as ي and ه, so that "الامارات", typed without its hamza, finds "الإمارات".
 * NFKD splits أ إ آ ؤ ئ into their letter and its mark, which goes with the other marks.
 */
export const searchForm = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\p{Mn}\u0640]/gu, "")
    .replace(/\u0649/g, "\u064a")
    .replace(/\u0629/g, "\u0647")
    .toLowerCase();

/** Whether every word of `term` is part of one of `texts` (as a search compares them). */
export const matchesSearch = (term: string, texts: readonly string[]): boolean => {
  const haystack = texts.map(searchForm);
  return searchForm(term)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.some((text) => text.includes(word)));
};

const valueAt = (data: Data | undefined, field: string): unknown =>
  field.split(".").reduce<unknown>((value, key) => (value as Data | undefined)?.[key], data);

/** The values of an entry's search fields, in every language. */
export const searchTexts = (hit: RelationHit, searchFields: readonly string[]): string[] =>
  [hit.data, ...Object.values(hit.i18n ?? {}).map(({ data }) => data)].flatMap((data) =>
    searchFields.map((field) => valueAt(data, field)).filter((value): value is string => typeof value === "string"),
  );

/** `query` searching every language: a blank search is Decap's own; a term keeps the entries whose texts match it. */
export const searchingEveryLanguage =
  (query: RelationQuery): RelationQuery =>
  async (namespace, collection, searchFields, term, file) => {
    if (!term.trim()) return query(namespace, collection, searchFields, term, file);
    const every = await query(namespace, collection, searchFields, "", file);
    const { hits } = every.payload;
    if (!Array.isArray(hits)) return every;
    return {
      ...every,
      payload: { ...every.payload, hits: hits.filter((hit) => matchesSearch(term, searchTexts(hit, searchFields))) },
    };
  };

/** A value as plain data: Decap holds a list as an Immutable List. */
const plain = (value: unknown): unknown =>
  typeof (value as { toJS?: unknown } | undefined)?.toJS === "function"
    ? (value as { toJS: () => unknown }).toJS()
    : value;

/** Whether two values of a field are the same data. */
export const isSameValue = (one: unknown, other: unknown): boolean =>
  JSON.stringify(plain(one) ?? null) === JSON.stringify(plain(other) ?? null);

interface RelationControlInstance {
  isValid?: () => unknown;
  shouldComponentUpdate?: (nextProps: RelationProps) => boolean;
}

interface RelationProps {
  query: RelationQuery;
  value?: unknown;
  onChange: (value: unknown, metadata?: unknown) => void;
}

/**
 * Registers Decap's relation widget again, its control wrapped (Decap's bundle has native classes, which cannot be
 * extended here) in one that
 * - gives it a `query` that searches every language;
 * - passes on no change that changes nothing. The relation sets its value again each time it is shown
 *   (componentDidMount, to drop a service that is gone), and decap-cms-core 3.6.3 then decides whether the
 *   entry has unsaved changes from the form's language alone (DRAFT_CHANGE_FIELD in reducers/entryDraft.js):
 *   a topic picked in the Arabic form read as "No unsaved changes" once the English form was shown again,
 *   and the save button was off.
 * Decap's Widget holds the wrapper (its `ref`) and asks it `isValid` (the relation's min/max) and
 * `shouldComponentUpdate` (the relation renders again when its query's hits change), which it passes on to
 * the relation's control. It has no `focus`, as the relation has none: Decap then focuses the element with
 * the field's id, the relation's text box.
 */
export const registerRelationInEveryLanguage = (cms: CMS) => {
  const {
    control: Relation,
    preview,
    ...rest
  } = cms.getWidget("relation") as unknown as {
    control: ComponentType<RelationProps & { ref: RefObject<RelationControlInstance> }>;
    preview: unknown;
  } & Record<string, unknown>;
  class RelationInEveryLanguage extends Component<RelationProps> {
    inner = createRef<RelationControlInstance>();

    query: RelationQuery = (...args) => searchingEveryLanguage(this.props.query)(...args);

    onChange = (value: unknown, metadata?: unknown) => {
      if (!isSameValue(value, this.props.value)) this.props.onChange(value, metadata);
    };

    isValid = () => this.inner.current?.isValid?.() ?? true;

    shouldComponentUpdate(nextProps: RelationProps) {
      return this.inner.current?.shouldComponentUpdate?.(nextProps) ?? true;
    }

    render() {
      return createElement(Relation, { ...this.props, query: this.query, onChange: this.onChange, ref: this.inner });
    }
  }
  cms.registerWidget({
    ...rest,
    name: "relation",
    controlComponent: RelationInEveryLanguage,
    previewComponent: preview,
  } as never);
};
