import { fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { NotFound, notFoundKindOf } from "../../src/components/NotFound";

describe("not-found page", () => {
  it.each([
    ["/services/no-such-service/", "Service Not Found", "The requested service could not be found."],
    ["/legal/no-such-policy/", "Document Not Found", "The requested legal document could not be found."],
  ])("shows the card for %s with a Go Back button", async (pathname, heading, text) => {
    render(<NotFound pathname={pathname} />);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go Back" })).toBeInTheDocument();
  });

  it("shows a plain not-found page with a link home for any other path", () => {
    render(<NotFound pathname="/nowhere/" />);
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("Go Back returns to the previous history entry", async () => {
    window.history.pushState({}, "", "/services/");
    window.history.pushState({}, "", "/services/no-such-service/");
    const back = jest.spyOn(window.history, "back").mockImplementation(() => {});
    render(<NotFound pathname="/services/no-such-service/" />);
    fireEvent.click(await screen.findByRole("button", { name: "Go Back" }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it("Go Back leads to the services list when the page was opened directly", async () => {
    jest.spyOn(window.history, "length", "get").mockReturnValue(1);
    render(<NotFound pathname="/services/no-such-service/" />);
    fireEvent.click(await screen.findByRole("button", { name: "Go Back" }));
    expect(navigate).toHaveBeenCalledWith("/services/");
  });

  it("classifies paths", () => {
    expect(notFoundKindOf("/services/x")).toBe("service");
    expect(notFoundKindOf("/services/")).toBe("page");
    expect(notFoundKindOf("/legal/x/")).toBe("legal");
  });
});
