/**
 * The site's terminology rules (content/terminology.json), enforced: a document or an interface
 * string that uses a form the list refuses stops the build, naming the file, the line and the form
 * to use. Pure, so the rules are unit-tested without running Gatsby; content/GLOSSARY.md says which
 * terms to use, this list which forms must not come back.
 */
import terminologyRules from "../../content/terminology.json";
import type { ContentProblem } from "./content-problem";

export interface TermRule {
  /** The form refused, as it appears in a text: Arabic, English, or a Markdown link ("…](/path/)"). */
  wrong: string;
  /** What to write instead. */
  right: string;
  /** Why, in a few words an editor can check (the law's word, the glossary, the read that found it). */
  why: string;
  /** Only in files whose path contains one of these ("employment"); every file when left out. */
  onlyIn?: readonly string[];
}

/** Where the rules are, as the messages name them. */
export const TERMINOLOGY_FILE = "content/terminology.json";

export const terminology: readonly TermRule[] = terminologyRules;

/** Arabic short vowels, tanween, shadda, sukun, dagger alef and tatweel. */
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;

/**
 * A text as a rule compares it: lower case; without Arabic marks unless the rule's form is written
 * with them («أولًا» refuses that spelling only, «موكلينا» refuses «موكّلينا» too).
 */
const comparable = (text: string, keepMarks: boolean) =>
  (keepMarks ? text : text.replace(ARABIC_MARKS, "")).toLowerCase();

const compiled = (rules: readonly TermRule[]) =>
  rules.map((rule) => {
    const keepMarks = ARABIC_MARKS.test(rule.wrong);
    ARABIC_MARKS.lastIndex = 0;
    const form = comparable(rule.wrong, keepMarks);
    const right = comparable(rule.right, keepMarks);
    // A right form that holds the wrong one («…الضرورية» in «…الضرورية للغاية») is taken out of a line first.
    return { rule, keepMarks, form, rightHoldingForm: right.includes(form) ? right : undefined };
  });

const appliesTo = (file: string, { onlyIn }: TermRule) => !onlyIn || onlyIn.some((part) => file.includes(part));

export interface TermUse {
  /** 1-based line of the file. */
  line: number;
  rule: TermRule;
}

/** Every refused form `text` uses, by line, for the rules that apply to `file`. */
export const termUsesIn = (file: string, text: string, rules: readonly TermRule[] = terminology): TermUse[] => {
  const applicable = compiled(rules.filter((rule) => appliesTo(file, rule)));
  return text.split(/\r?\n/).flatMap((line, index) => {
    // The line as the rules compare it, worked out once for all of them.
    const withMarks = comparable(line, true);
    const withoutMarks = comparable(line, false);
    return applicable
      .filter(({ keepMarks, form, rightHoldingForm }) => {
        const text = keepMarks ? withMarks : withoutMarks;
        return (rightHoldingForm ? text.split(rightHoldingForm).join("\u0000") : text).includes(form);
      })
      .map(({ rule }) => ({ line: index + 1, rule }));
  });
};

export const termMessage = ({ wrong, right, why }: TermRule): string =>
  `uses «${wrong}»; write «${right}» (${why}; ${TERMINOLOGY_FILE})`;

/** The refused forms of a file as content problems: "file: line 42 uses «…»; write «…» (why; …)". */
export const termProblemsIn = (file: string, text: string, rules?: readonly TermRule[]): ContentProblem[] =>
  termUsesIn(file, text, rules).map(({ line, rule }) => ({ file, field: `line ${line}`, message: termMessage(rule) }));
