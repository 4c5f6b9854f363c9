/** Which script a text is written in, and its runs of Latin words, for laying out text of mixed scripts. */

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * A run of Latin words: from a Latin letter through Latin letters, digits and what joins them inside a name or a
 * reference ("GCC Tax Laws", "CTP006", "uaepdpl.com", "Hadef & Partners"), to its last letter or digit.
 */
const LATIN_RUN =
  /\p{Script=Latin}[\p{Script=Latin}\d_.&'’/-]*(?:\s+[\p{Script=Latin}\d_&][\p{Script=Latin}\d_.&'’/-]*)*/gu;

/** Whether a text holds Arabic letters: an Arabic title, though it may name a source in Latin letters. */
export const hasArabic = (text: string): boolean => ARABIC_LETTER.test(text);

export interface ScriptRun {
  text: string;
  latin: boolean;
}

/** The text cut into its Latin runs and what lies between them, in order; joined again they give the text. */
export const latinRuns = (text: string): ScriptRun[] => {
  const runs: ScriptRun[] = [];
  let from = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index), latin: false });
    runs.push({ text: match[0], latin: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), latin: false });
  return runs;
};
