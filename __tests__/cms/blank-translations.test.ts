import { fromJS } from "immutable";
import { dropBlankTranslations } from "../../src/cms/blank-translations";

/**
 * A new update filled in English only: the entry Decap saves keeps no Arabic data, so Decap writes
 * no empty content/insights/ar/<slug>.mdx (decap-cms#6932). The Chromium test in
 * __tests__/site/cms.test.ts checks the files written.
 */
const english = { title: "Awards", author: "founder", topics: ["tax"], body: "Text." };
const entryOf = (collection: string, arabic: object) =>
  fromJS({ collection, slug: "", data: english, i18n: { ar: { data: arabic } } }) as never as Parameters<
    typeof dropBlankTranslations
  >[0]["entry"];

test("an update whose Arabic form was left blank is saved without its Arabic language", () => {
  const saved = dropBlankTranslations({ entry: entryOf("insights", { title: "", topics: [], body: "" }) });
  expect(saved?.getIn(["i18n", "ar"])).toBeUndefined();
  expect(saved?.getIn(["data"])?.toJS()).toEqual(english);
});

test("an update with an Arabic translation keeps it", () => {
  expect(dropBlankTranslations({ entry: entryOf("insights", { title: "جوائز" }) })).toBeUndefined();
});

test("a service, which must have both languages, keeps its blank Arabic for the build's checks to refuse", () => {
  expect(dropBlankTranslations({ entry: entryOf("services", { title: "" }) })).toBeUndefined();
});
