import { render, screen } from "@testing-library/react";
import { MDXProvider } from "@mdx-js/react";
import { createProcessor, evaluate } from "@mdx-js/mdx";
import { MdxBody } from "../../src/cms/MdxBody";
import { mdxComponents } from "../../src/components/MdxComponents";
import { maxBodyLength } from "../../src/lib/content-policy";
import { siteFacts } from "../../src/site-facts";

// The real reader and compiler, watched: a draft the policy refuses must never be compiled,
// and one too long to read must not be read either.
jest.mock("@mdx-js/mdx", () => {
  const actual = jest.requireActual("@mdx-js/mdx");
  return { ...actual, createProcessor: jest.fn(actual.createProcessor), evaluate: jest.fn(actual.evaluate) };
});

const ranMarker = "__draftBodyRan";
const globals = globalThis as Record<string, unknown>;

const preview = (source: string, kind: "service" | "legal" = "service") =>
  render(
    <MDXProvider components={mdxComponents}>
      <MdxBody source={source} kind={kind} />
    </MDXProvider>,
  );

beforeEach(() => {
  jest.mocked(createProcessor).mockClear();
  jest.mocked(evaluate).mockClear();
  delete globals[ranMarker];
});

describe("the CMS preview of a document's body", () => {
  it("compiles a body the policy allows, with the site's components", async () => {
    preview("Call <FirmName /> today.");
    expect(await screen.findByText(`Call ${siteFacts.name} today.`)).toBeInTheDocument();
    expect(evaluate).toHaveBeenCalledTimes(1);
  });

  it("shows the policy's messages instead of compiling a body that holds code", async () => {
    preview(
      [
        `export const ran = (() => { globalThis.${ranMarker} = true })()`,
        "",
        "Text {process.env.X}.",
        "",
        '<script dangerouslySetInnerHTML={{__html: "alert(1)"}} />',
        "",
        "[x](JaVaScRiPt:alert(1))",
      ].join("\n"),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This text would stop the build:");
    expect(alert).toHaveTextContent(
      `line 1 "export" is not allowed: a page's text cannot contain code; delete the line`,
    );
    expect(alert).toHaveTextContent(`line 3 "{…}" is not allowed: use round brackets ( ) instead`);
    expect(alert).toHaveTextContent(
      `line 5 <script> is not allowed: write Markdown, and use only the components listed in content/README.md ("Components: the firm's details")`,
    );
    expect(alert).toHaveTextContent(
      `line 7 link "JaVaScRiPt:alert(1)" is not allowed: links start with https://, mailto:, tel: or /`,
    );
    expect(evaluate).not.toHaveBeenCalled();
    expect(globals[ranMarker]).toBeUndefined();
  });

  it("refuses a link to another site written without https:, which would render as a link on this site's page", async () => {
    preview("[Sign in](//evil.example/login)");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'line 1 link "//evil.example/login" is not allowed: write a link to another website in full, starting with https://, and one to a page of this site starting with a single /',
    );
    expect(evaluate).not.toHaveBeenCalled();
  });

  it("refuses a body over the size limit without reading it, as the build does", async () => {
    preview("Text of a page. ".repeat(maxBodyLength / 16 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `line 1 the text is ${(maxBodyLength + 16).toLocaleString("en")} characters long, more than the ${maxBodyLength.toLocaleString("en")} a page may hold: split it into two pages that link to each other`,
    );
    expect(createProcessor).not.toHaveBeenCalled();
    expect(evaluate).not.toHaveBeenCalled();
  });

  it("refuses a legal-only component in a service", async () => {
    preview("<ControllerDetails />");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "line 1 <ControllerDetails /> is not allowed here: it is only for the files in content/legal/; delete it",
    );
    expect(evaluate).not.toHaveBeenCalled();
  });
});
