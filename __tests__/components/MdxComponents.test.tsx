import { render, screen } from "@testing-library/react";
import { mdxComponents } from "../../src/components/MdxComponents";

const { a: Link } = mdxComponents;

const renderedLink = (href: string) => {
  render(<Link href={href}>Sign in</Link>);
  return screen.getByText("Sign in");
};

describe("a link in a document's body", () => {
  it.each(["/legal/terms/", "#faq", "?q=1"])("to %j stays a plain link on this site", (href) => {
    const link = renderedLink(href);
    expect(link).toHaveAttribute("href", href);
    expect(link).not.toHaveAttribute("rel");
  });

  it.each([
    "https://tax.gov.ae/",
    "//evil.example/login",
    "/\\evil.example/login",
    "\\\\evil.example/login",
    "/\t/evil.example/login",
    "mailto:info@example.com",
  ])("to %j is off-site: it gives the other site neither the page nor a handle on it", (href) => {
    const link = renderedLink(href);
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
