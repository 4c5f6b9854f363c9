/** A mistake in a content file: the file, the field (or "body line N"), and what is wrong, in an editor's words. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}
