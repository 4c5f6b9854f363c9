import { Component } from "react";
import { render, screen } from "@testing-library/react";
import type { CMS } from "decap-cms-core";
import { bodyVerdict, registerBodyChecks } from "../../src/cms/body-widget";

/**
 * The body's box refuses, at saving, what the build would refuse in it, with the build's words
 * (Decap shows a control's `isValid` error above the field and does not save).
 */
class FakeMarkdownControl extends Component<{ value?: string }> {
  render() {
    return <textarea aria-label="Body" defaultValue={this.props.value} />;
  }
}
const preview = () => null;

const registered = () => {
  const registerWidget = jest.fn();
  const cms = {
    getWidget: () => ({ control: FakeMarkdownControl, preview, schema: { properties: {} }, globalStyles: "g" }),
    registerWidget,
  } as unknown as CMS;
  registerBodyChecks(cms);
  return registerWidget.mock.calls[0][0];
};

const controlFor = (value: string) => {
  const { controlComponent: Control } = registered();
  return new Control({ value, collection: { get: () => "services" } }) as { isValid: () => unknown };
};

test("replaces Decap's markdown widget, keeping its preview, schema and styles, and its box as it was", () => {
  const widget = registered();
  expect(widget).toMatchObject({
    name: "markdown",
    previewComponent: preview,
    schema: { properties: {} },
    globalStyles: "g",
  });
  const Control = widget.controlComponent;
  render(<Control value="Intro." collection={{ get: () => "services" }} />);
  expect(screen.getByRole("textbox", { name: "Body" })).toHaveValue("Intro.");
});

test("a body with a javascript: link is refused under the box, in the build's words", () => {
  expect(controlFor("Intro.\n\nRead [our terms](javascript:alert(1)).\n").isValid()).toEqual({
    error: {
      type: "CUSTOM",
      message:
        'body line 3 at "Read [our terms](javascript:alert(1)).": link "javascript:alert(1)" is not allowed: links start with https:// (or http://), mailto:, tel:, / or #',
    },
  });
});

test("a body with <div> and a javascript: link: every problem, in the order written", () => {
  const notComponent = `write Markdown, and use only the components listed in content/REFERENCE.md ("Components: the firm's details")`;
  expect(bodyVerdict("services", "<div>Fees</div>\n\n[a](javascript:x)\n")).toBe(
    `body line 1 at "<div>Fees</div>": <div> is not allowed: ${notComponent} · ` +
      'body line 3 at "[a](javascript:x)": link "javascript:x" is not allowed: links start with https:// (or http://), mailto:, tel:, / or #',
  );
});

test("a body the build accepts can be saved", () => {
  expect(controlFor("We act in arbitrations.\n\n<BookACall />\n").isValid()).toBe(true);
  expect(controlFor("").isValid()).toBe(true);
});
