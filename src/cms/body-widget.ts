/**
 * The body's box says what the build would refuse in it, under the box, when the editor saves:
 * Decap's markdown widget with an `isValid` that runs the content policy (src/content-pipeline/body-policy.ts)
 * and words each problem as the build does (bodyProblemAsField). Decap runs `isValid` on saving for
 * the form of the default language (decap-cms-core 3.6.3, Widget.js validate →
 * validateWrappedControl), shows the error above the field, and does not save
 * (persistEntry in src/actions/entries.ts returns on any field error). A control sees only its own
 * value fresh, so the body, which the policy reads alone, is where this works; the whole entry, in
 * both languages, is checked at saving by ./refuse-on-save.ts.
 */
import { Component, type ComponentType, createElement, createRef, type RefObject } from "react";
import type { CMS } from "decap-cms-core";
import { kindOfFolder } from "../content-model";
import { bodyTools } from "../content-pipeline/body-tools-bundled";
import { bodyProblemAsField, bodyProblems } from "../content-pipeline/body-policy";

interface Focusable {
  focus?: () => void;
}

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

/**
 * Registers Decap's markdown widget again, its control wrapped in one that checks the body as the build
 * would. Wrapped, not extended: this bundle's classes are compiled to ES5 functions, which cannot call
 * the constructor of Decap's native class. Decap's Widget holds the wrapper (its `ref`), so the wrapper
 * also passes on `focus`, which Decap calls to show a field with an error.
 */
export const registerBodyChecks = (cms: CMS) => {
  const {
    control: Markdown,
    preview,
    ...rest
  } = cms.getWidget("markdown") as unknown as {
    control: ComponentType<BodyControlProps & { ref: RefObject<Focusable> }>;
    preview: unknown;
  } & Record<string, unknown>;
  class CheckedMarkdown extends Component<BodyControlProps> {
    inner = createRef<Focusable>();

    isValid = () => {
      const message = bodyVerdict(this.props.collection.get("name"), this.props.value ?? "");
      return message ? { error: { type: "CUSTOM", message } } : true;
    };

    focus = () => this.inner.current?.focus?.();

    render() {
      return createElement(Markdown, { ...this.props, ref: this.inner });
    }
  }
  // Decap's object form keeps the widget's schema and global styles; `control` and `preview` are named anew.
  cms.registerWidget({
    ...rest,
    name: "markdown",
    controlComponent: CheckedMarkdown,
    previewComponent: preview,
  } as never);
};
