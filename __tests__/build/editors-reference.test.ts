import fs from "fs";
import path from "path";
import { generatedParts, partIn, withGeneratedParts } from "../../src/build/editors-reference";

/**
 * The editors' reference's field tables, components and build messages are written from the source
 * (src/build/editors-reference.ts) by `npm run reference`: the file must hold what it writes.
 */
const reference = fs.readFileSync(path.resolve(__dirname, "../../content/REFERENCE.md"), "utf8");

it.each(generatedParts.map((part) => [part.name, part] as const))(
  "content/REFERENCE.md holds %s as the source says them (if not, run npm run reference)",
  (_name, part) => {
    expect(partIn(reference, part)).toBe(part.text());
  },
);

it("npm run reference rewrites only the generated parts: the file as it is needs no change", () => {
  expect(withGeneratedParts(reference)).toBe(reference);
});

it("npm run reference puts a changed message in its place, between the markers, and nothing else", () => {
  const [messages] = generatedParts.filter(({ name }) => name === "the build's messages");
  const stale = reference.replace(messages.text(), "An old text of the messages.");
  expect(stale).not.toBe(reference);
  expect(partIn(stale, messages)).not.toBe(messages.text());
  expect(withGeneratedParts(stale)).toBe(reference);
});
