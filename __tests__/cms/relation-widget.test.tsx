import { Component } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import type { CMS } from "decap-cms-core";
import {
  isSameValue,
  matchesSearch,
  type RelationHit,
  type RelationQuery,
  registerRelationInEveryLanguage,
  searchingEveryLanguage,
} from "../../src/cms/relation-widget";

/**
 * An update's topics: in either language's form, typing part of a service's title in English or in Arabic
 * finds it (Decap's own search reads only the English file of each service).
 */
const service = (slug: string, english: string, arabic?: string): RelationHit => ({
  slug,
  data: { title: english },
  ...(arabic && { i18n: { ar: { data: { title: arabic } } } }),
});
const services = [
  service("business-setup", "Business Setup in Dubai and the UAE", "تأسيس الشركات في دبي والإمارات"),
  service("taxation", "Taxation Law Consultation", "الاستشارات والتمثيل القانوني في قانون الضرائب"),
  service("employment", "Employment Law Services", "خدمات قانون العمل"),
  service("english-only", "Online Legal Counselling"),
];

/** Decap's query as the relation control calls it: every service for a blank search, and no hit for anything else (its search of the English file is not what is tested). */
const decapQuery = jest.fn<ReturnType<RelationQuery>, Parameters<RelationQuery>>(async (...[, , , term]) => ({
  payload: { hits: term === "" ? services : [] },
}));

const found = async (term: string) => {
  const { payload } = await searchingEveryLanguage(decapQuery)("topics-1", "services", ["title"], term);
  return payload.hits?.map(({ slug }) => slug);
};

beforeEach(() => decapQuery.mockClear());

test("part of an Arabic title finds its service", async () => {
  await expect(found("الضرائب")).resolves.toEqual(["taxation"]);
  await expect(found("قانون")).resolves.toEqual(["taxation", "employment"]);
});

test("part of an English title still finds its service, in any case", async () => {
  await expect(found("taxation")).resolves.toEqual(["taxation"]);
  await expect(found("LAW")).resolves.toEqual(["taxation", "employment"]);
  await expect(found("counsel")).resolves.toEqual(["english-only"]);
});

test("every word typed must be in the title; a word in no title finds nothing", async () => {
  await expect(found("law services")).resolves.toEqual(["employment"]);
  await expect(found("  قانون   العمل ")).resolves.toEqual(["employment"]);
  await expect(found("arbitration")).resolves.toEqual([]);
});

test("a blank search is Decap's own, passed on as it is", async () => {
  const { payload } = await searchingEveryLanguage(decapQuery)("topics-1", "services", ["title"], "", "a-file");
  expect(payload.hits).toBe(services);
  expect(decapQuery).toHaveBeenCalledTimes(1);
  expect(decapQuery).toHaveBeenCalledWith("topics-1", "services", ["title"], "", "a-file");
});

test("a failed search is passed on as Decap reports it", async () => {
  const failure = { type: "QUERY_FAILURE", payload: { message: "offline" } };
  const failing = jest.fn(async () => failure) as unknown as RelationQuery;
  await expect(searchingEveryLanguage(failing)("topics-1", "services", ["title"], "tax")).resolves.toBe(failure);
});

test("Arabic typed without its hamza, short vowels or tatweel still finds the title", () => {
  const title = ["تأسيس الشركات في دبي والإمارات"];
  expect(matchesSearch("تاسيس", title)).toBe(true);
  expect(matchesSearch("الامارات", title)).toBe(true);
  expect(matchesSearch("الشَّركات", title)).toBe(true);
  expect(matchesSearch("الشـركات", title)).toBe(true);
  expect(matchesSearch("المحاكم", title)).toBe(false);
});

/** Decap's relation control as far as the wrapper sees it: it searches and says its value again as it is shown, and the editor picks. */
class FakeRelationControl extends Component<{
  query: RelationQuery;
  value?: string[];
  onChange: (value: string[], metadata?: unknown) => void;
}> {
  isValid = () => ({ error: { message: "Topics: at most 3" } });

  shouldComponentUpdate(next: { value?: string[] }) {
    return next.value !== this.props.value;
  }

  componentDidMount() {
    void this.props.query("topics-1", "services", ["title"], "الضرائب");
    this.props.onChange([...(this.props.value ?? [])], { topics: {} });
  }

  render() {
    return (
      <button type="button" onClick={() => this.props.onChange([...(this.props.value ?? []), "employment"], {})}>
        Topics: {this.props.value?.join(", ")}
      </button>
    );
  }
}
const preview = () => null;

const registered = () => {
  const registerWidget = jest.fn();
  const cms = {
    getWidget: () => ({ control: FakeRelationControl, preview, schema: { properties: {} } }),
    registerWidget,
  } as unknown as CMS;
  registerRelationInEveryLanguage(cms);
  return registerWidget.mock.calls[0][0];
};

test("replaces Decap's relation widget, keeping its preview, schema and checks; its control searches every language", () => {
  const widget = registered();
  expect(widget).toMatchObject({ name: "relation", previewComponent: preview, schema: { properties: {} } });
  const Control = widget.controlComponent;
  let control: { isValid: () => unknown; shouldComponentUpdate: (next: object) => boolean } | null = null;
  const value = ["taxation"];
  render(
    <Control ref={(ref: typeof control) => (control = ref)} query={decapQuery} value={value} onChange={jest.fn()} />,
  );
  expect(screen.getByRole("button", { name: "Topics: taxation" })).toBeInTheDocument();
  // The relation's own search, "الضرائب", reached Decap as the blank search whose hits are then filtered.
  expect(decapQuery).toHaveBeenCalledWith("topics-1", "services", ["title"], "", undefined);
  expect(control!.isValid()).toEqual({ error: { message: "Topics: at most 3" } });
  expect(control!.shouldComponentUpdate({ value })).toBe(false);
  expect(control!.shouldComponentUpdate({ value: ["taxation", "employment"] })).toBe(true);
});

test("the relation saying its value again as it is shown is no change (the entry keeps its unsaved changes); a pick is one", () => {
  const { controlComponent: Control } = registered();
  const onChange = jest.fn();
  render(<Control query={decapQuery} value={["taxation"]} onChange={onChange} />);
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button"));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith(["taxation", "employment"], {});
});

test("values compare as data, whether Decap holds them as Immutable lists or plain arrays", () => {
  const list = (items: string[]) => ({ toJS: () => items });
  expect(isSameValue(list(["taxation"]), ["taxation"])).toBe(true);
  expect(isSameValue(list(["taxation", "employment"]), list(["employment", "taxation"]))).toBe(false);
  expect(isSameValue(list([]), undefined)).toBe(false);
  expect(isSameValue(undefined, null)).toBe(true);
});
