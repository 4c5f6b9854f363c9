import { mdxComponents } from "../../src/components/MdxComponents";
import { PageLanguageProvider } from "../../src/i18n/PageLanguage";
import type { UiStrings } from "../../src/data/ui-strings";
import { siteFacts, type GrammaticalGender } from "../../src/site-facts";
import { render } from "@testing-library/react";

/**
 * The founder's Arabic role and title follow the founder's grammatical gender, a site fact: the
 * dictionaries, built again with the fact flipped, make the same component write the other gender.
 */
const arabicWith = (gender: GrammaticalGender) => {
  let built: { ui: UiStrings; title: string } | undefined;
  jest.isolateModules(() => {
    const facts = require("../../src/site-facts");
    facts.siteFacts.founder.grammaticalGender = gender;
    built = { ui: require("../../src/data/ui").uiStrings.ar, title: facts.arabicFounderTitle() };
  });
  const { ui, title } = built!;
  const { FounderRole } = mdxComponents;
  const { container } = render(
    <PageLanguageProvider value={{ lang: "ar", alternates: { en: "/foundation/", ar: "/ar/foundation/" }, ui }}>
      <h2>
        نهج <FounderRole />
      </h2>
    </PageLanguageProvider>,
  );
  return { heading: container.textContent, title };
};

test("a founder who is a woman: «نهج مؤسِّسة المكتب», «المؤسِّسة والشريكة المديرة»", () => {
  expect(arabicWith("feminine")).toEqual({ heading: "نهج مؤسِّسة المكتب", title: "المؤسِّسة والشريكة المديرة" });
});

test("the fact flipped to a man: «نهج مؤسِّس المكتب», «المؤسِّس والشريك المدير»", () => {
  expect(arabicWith("masculine")).toEqual({ heading: "نهج مؤسِّس المكتب", title: "المؤسِّس والشريك المدير" });
});

test("the firm's founder is a woman, as the site facts say", () => {
  expect(siteFacts.founder.grammaticalGender).toBe("feminine");
});
