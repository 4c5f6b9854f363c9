import { screen, within } from "@testing-library/react";
import { MDXProvider } from "@mdx-js/react";
import { MdxBody } from "../../src/cms/MdxBody";
import { mdxComponents } from "../../src/components/MdxComponents";
import { bodyTools } from "../../src/content-pipeline/body-tools-bundled";
import { checkBody, maxBodyLength } from "../../src/content-pipeline/body-policy";
import { formatProblem } from "../../src/content-pipeline/field-checks";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { siteFacts } from "../../src/site-facts";
import { renderInLanguage } from "../support/page-language";

// The real reader, watched: a draft too long to read must not be read.
jest.mock("../../src/content-pipeline/body-tools-bundled", () => {
  const { bodyTools } = jest.requireActual("../../src/content-pipeline/body-tools-bundled");
  return { bodyTools: { ...bodyTools, unified: jest.fn(bodyTools.unified) } };
});

const ranMarker = "__draftBodyRan";
const globals = globalThis as Record<string, unknown>;

const preview = (source: string, kind: "service" | "legal" = "service") =>
  renderInLanguage(
    <MDXProvider components={mdxComponents}>
      <MdxBody source={source} kind={kind} />
    </MDXProvider>,
  );

beforeEach(() => {
  jest.mocked(bodyTools.unified).mockClear();
  delete globals[ranMarker];
});

describe("the CMS preview of a document's body", () => {
  it("renders a body the policy allows with the site's components, as the build renders the page", async () => {
    preview("## Who we are\n\nCall <FirmName /> today.\n\n<BookACall />\n");
    expect(screen.getByRole("heading", { level: 2, name: "Who we are" })).toBeInTheDocument();
    expect(screen.getByText(siteFacts.name).closest("p")).toHaveTextContent(`Call ${siteFacts.name} today.`);
    expect(screen.getByRole("link", { name: /book a/i })).toHaveAttribute("href", siteFacts.bookingUrl);
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
      `body line 1 at "export const ran = (() => { globalThis.${ranMarker} = true })()": "export" is not allowed: a page's text cannot contain code; delete the line`,
    );
    expect(alert).toHaveTextContent(
      `body line 3 at "Text {process.env.X}.": "{…}" is not allowed: use round brackets ( ) instead`,
    );
    expect(alert).toHaveTextContent(
      `body line 5 at "<script dangerouslySetInnerHTML={{__html: "alert(1)"}} />": <script> is not allowed: write Markdown, and use only the components listed in content/REFERENCE.md ("Components: the firm's details")`,
    );
    expect(alert).toHaveTextContent(
      `body line 7 at "[x](JaVaScRiPt:alert(1))": link "JaVaScRiPt:alert(1)" is not allowed: links start with https:// (or http://), mailto:, tel:, / or #`,
    );
    expect(globals[ranMarker]).toBeUndefined();
  });

  it("refuses a link to another site written without https:, which would render as a link on this site's page", async () => {
    preview("[Sign in](//evil.example/login)");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'body line 1 at "[Sign in](//evil.example/login)": link "//evil.example/login" is not allowed: write a link to another website in full, starting with https://, and one to a page of this site starting with a single /',
    );
  });

  it("refuses a body over the size limit without reading it, as the build does", async () => {
    preview("Text of a page. ".repeat(maxBodyLength / 16 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `body line 1 the text is ${(maxBodyLength + 16).toLocaleString("en")} characters long, more than the ${maxBodyLength.toLocaleString("en")} a page may hold: split it into two pages that link to each other`,
    );
    expect(bodyTools.unified).not.toHaveBeenCalled();
  });

  it("refuses a legal-only component in a service", async () => {
    preview("<ControllerDetails />");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'body line 1 at "<ControllerDetails />": <ControllerDetails /> is not allowed here: it is only for the files in content/legal/; delete it',
    );
  });

  it("says a problem with the build's words and line number, counted from the body's first line, quoting the line", async () => {
    const file = "content/services/en/wills.mdx";
    const raw = [
      "---",
      "title: Wills",
      "description: >-",
      "  Wills in Dubai,",
      "  for residents.",
      "date: 2026-03-04",
      "---",
      "Intro.",
      "",
      "Read [our terms](javascript:alert(1)).",
      "",
    ].join("\n");
    const { body } = readFrontmatter(raw);
    const [fromBuild] = checkBody({ reader: bodyTools, kind: "service", file, body }).map(formatProblem);
    expect(fromBuild).toBe(
      `${file}: body line 3 at "Read [our terms](javascript:alert(1)).": link "javascript:alert(1)" is not allowed: links start with https:// (or http://), mailto:, tel:, / or #`,
    );
    preview(body);
    const item = within(await screen.findByRole("alert")).getByRole("listitem");
    expect(item).toHaveTextContent(fromBuild.slice(`${file}: `.length));
  });

  it("says the MDX reader's error in plain words, what to write instead, with the reader's own message under it", async () => {
    preview("Fees from <5,000 AED a month.");
    const item = within(await screen.findByRole("alert")).getByRole("listitem");
    expect(item).toHaveTextContent(
      `body line 1 at "Fees from <5,000 AED a month.": cannot be read: a "<" that does not start a component: MDX reads "<" as the start of one, so write "less than" in words ("less than 5…"), or write &lt; for the sign`,
    );
    expect(within(item).getByText(/^The MDX reader's message: Unexpected character `5`/)).toBeInTheDocument();
  });
});
