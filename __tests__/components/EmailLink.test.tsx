import { render } from "@testing-library/react";
import { EmailLink } from "../../src/components/EmailLink";
import { mdxComponents } from "../../src/components/MdxComponents";
import { siteFacts } from "../../src/site-facts";

/** Where a rendered address may break: its text with "|" at each <wbr>. */
const breakPoints = (element: Element) =>
  [...element.querySelectorAll("span > span, wbr")]
    .map((node) => (node.tagName === "WBR" ? "|" : node.textContent))
    .join("");

describe("an e-mail address", () => {
  it("may break only after its @ and before its dots, never at its hyphen, and reads and links as the address", () => {
    const { container } = render(<EmailLink email="first.last@meridian-advocates.example" />);
    const link = container.querySelector("a")!;
    expect(breakPoints(link)).toBe("first|.last@|meridian-advocates|.example");
    expect(link).toHaveTextContent(/^first\.last@meridian-advocates\.example$/);
    expect(link).toHaveAttribute("href", "mailto:first.last@meridian-advocates.example");
    expect(link).toHaveAttribute("dir", "ltr");
  });

  it("is the firm's unless another is given", () => {
    const { container } = render(<EmailLink />);
    expect(container.querySelector("a")).toHaveAttribute("href", `mailto:${siteFacts.email}`);
  });

  it("written in a body as a link to itself breaks the same way; a link with other words keeps them", () => {
    const A = mdxComponents.a;
    const { container } = render(
      <>
        <A href="mailto:help@example.org">help@example.org</A>
        <A href="mailto:help@example.org">write to us</A>
      </>,
    );
    const [address, words] = container.querySelectorAll("a");
    expect(breakPoints(address)).toBe("help@|example|.org");
    expect(words.innerHTML).toBe("write to us");
  });
});
