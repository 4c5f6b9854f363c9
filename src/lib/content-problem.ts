/** One problem the build reports: the file, the field (or body section) and what is wrong. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}
