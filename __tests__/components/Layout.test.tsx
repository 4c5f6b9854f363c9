import { screen } from "@testing-library/react";
import { Layout } from "../../src/components/Layout";
import { earlyDocumentScript } from "../../src/lib/embedded";
import { mockSiteMetadata } from "../support/gatsby";
import { renderInLanguage } from "../support/page-language";

beforeEach(mockSiteMetadata);

const runEarlyScript = (search: string) => {
  window.history.replaceState({}, "", `/services/${search}`);
  document.documentElement.removeAttribute("data-embedded");
  new Function(earlyDocumentScript)();
};

describe("embedded mode", () => {
  it.each(["?embedded", "?embedded=true", "?embedded=1", "?a=1&embedded=0"])("is on for %s", (search) => {
    runEarlyScript(search);
    expect(document.documentElement).toHaveAttribute("data-embedded");
  });

  it.each(["", "?embed=1", "?notembedded=1"])("is off for '%s'", (search) => {
    runEarlyScript(search);
    expect(document.documentElement).not.toHaveAttribute("data-embedded");
  });

  it("hides the header and footer after hydration when the document is marked", () => {
    runEarlyScript("?embedded");
    renderInLanguage(<Layout>content</Layout>);
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.getByRole("main")).toHaveTextContent("content");
  });

  it("shows them otherwise", () => {
    runEarlyScript("");
    renderInLanguage(<Layout>content</Layout>);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
