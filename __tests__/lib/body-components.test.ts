import fs from "fs";
import path from "path";
import { legalMdxComponents } from "../../src/components/LegalFacts";
import { mdxComponents } from "../../src/components/MdxComponents";
import { type BodyComponentName, bodyComponents } from "../../src/lib/body-components";

const declared = Object.keys(bodyComponents) as BodyComponentName[];
const declaredFor = (legal: boolean) =>
  declared.filter((name) => (bodyComponents[name].onlyIn === "legal") === legal).sort();

/** Components are capitalised; mdxComponents also renders Markdown's own elements (a). */
const componentNames = (provided: object) =>
  Object.keys(provided)
    .filter((name) => /^[A-Z]/.test(name))
    .sort();

describe("the components an editor may write are declared once (src/lib/body-components.ts)", () => {
  it("every page's layout provides exactly the components declared for every document", () => {
    expect(componentNames(mdxComponents)).toEqual(declaredFor(false));
  });

  it("the legal article provides exactly the legal-only components", () => {
    expect(componentNames(legalMdxComponents)).toEqual(declaredFor(true));
  });

  it("no component documents an attribute the code would not read (none takes any today)", () => {
    expect(declared.filter((name) => bodyComponents[name].attributes.length > 0)).toEqual([]);
  });

  describe("the editors' reference (content/REFERENCE.md) lists the same components", () => {
    const guide = fs.readFileSync(path.resolve(__dirname, "../../content/REFERENCE.md"), "utf8");
    const section = /\*\*Components: the firm's details\*\*([\s\S]*?)\n## /.exec(guide)?.[1] ?? "";
    const rows = section.split("\n").filter((line) => line.startsWith("| `<"));
    const namesIn = (lines: string[]) =>
      lines.flatMap((line) => [...line.split(" | ")[0].matchAll(/`<([A-Za-z]+) \/>`/g)].map(([, name]) => name)).sort();

    it("in its table", () => {
      expect(rows.length).toBeGreaterThan(5);
      expect(namesIn(rows)).toEqual([...declared].sort());
    });

    it("with the legal-only ones in the row that says so", () => {
      expect(namesIn(rows.filter((row) => row.includes("Legal documents only")))).toEqual(declaredFor(true));
    });
  });
});
