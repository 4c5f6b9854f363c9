/**
 * The body's box says what the build would refuse in it, under the box, when the editor saves:
 * Decap's markdown widget with an `isValid` that runs the content policy (src/lib/content-policy.ts)
 * and words each problem as the build does (bodyProblemAsField). Decap runs `isValid` on saving for
 * the form of the default language (decap-cms-core 3.6.3, Widget.js validate →
 * validateWrappedControl), shows the error above the field, and does not save
 * (persistEntry in src/actions/entries.ts returns on any field error). A control sees only its own
 * value fresh, so the body, which the policy reads alone, is where this works; the whole entry, in
 * both languages, is checked at saving by ./save-verdict.ts.
 */
import type { ComponentClass } from "react";
import type { CMS } from "decap-cms-core";
import { kindOfFolder } from "../content-model";
import { bodyTools } from "../lib/body-tools";
import { bodyProblemAsField, bodyProblems } from "../lib/content-policy";

interface BodyControlProps {
  value?: string;
  collection: { get: (key: "name") => string };
}

/** What the build would refuse in a body, in its words, or undefined when it would accept it. */
export const bodyVerdict = (collection: string, body: string): string | undefined => {
  const kind = kindOfFolder(collection);
  const problems = kind ? bodyProblems(bodyTools, body, kind) : [];
  if (problems.length === 0) return undefined;
  return problems
    .map(bodyProblemAsField)
    .map(({ field, message }) => `${field} ${message}`)
    .join(" · ");
};

/** Registers Decap's markdown widget again, its control checking the body as the build would. */
export const registerBodyChecks = (cms: CMS) => {
  const markdown = cms.getWidget("markdown") as unknown as { control: ComponentClass<BodyControlProps> } & Record<
    string,
    unknown
  >;
  const { control: Markdown, preview, ...rest } = markdown;
  class CheckedMarkdown extends Markdown {
    isValid = () => {
      const message = bodyVerdict(this.props.collection.get("name"), this.props.value ?? "");
      return message ? { error: { type: "CUSTOM", message } } : true;
    };
  }
  // Decap's object form keeps the widget's schema and global styles; `control` and `preview` are named anew.
  cms.registerWidget({
    ...rest,
    name: "markdown",
    controlComponent: CheckedMarkdown,
    previewComponent: preview,
  } as never);
};
