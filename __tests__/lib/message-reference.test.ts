import fs from "fs";
import path from "path";
import { contentCheckMessages, translationMessages } from "../../src/lib/build-messages";
import { checkContent, formatProblem } from "../../src/lib/content-validation";
import { messageReference, messageReferenceMarkers } from "../../src/lib/message-reference";
import { checkTranslation } from "../../src/lib/translation-checks";

/**
 * The editors' reference lists the build's messages as the checks print them: both come from the
 * catalogue in src/lib/build-messages.ts, so a message changed there and not regenerated in
 * content/REFERENCE.md fails here.
 */
const referenceFile = path.resolve(__dirname, "../../content/REFERENCE.md");

const generatedPart = (guide: string) => {
  const { start, end } = messageReferenceMarkers;
  const from = guide.indexOf(start);
  const to = guide.indexOf(end);
  if (from < 0 || to < from) throw new Error(`content/REFERENCE.md has no "${start}" … "${end}" part`);
  return guide.slice(from + start.length, to).trim();
};

test("content/REFERENCE.md's build messages are the catalogue's, as the build prints them", () => {
  // On failure, paste the expected Markdown between the markers in content/REFERENCE.md.
  expect(generatedPart(fs.readFileSync(referenceFile, "utf8"))).toBe(messageReference());
});

test("the reference prints a message exactly as the checks report it", () => {
  const file = "content/services/en/debt-recovery-in-dubai.mdx";
  const { problems } = checkContent({
    kind: "service",
    file,
    frontmatter: { title: "Debt Recovery", date: "2026-03-04", coverImage: "cover.jpg", order: "3" },
    image: () => ({ format: "jpeg", width: 4000 }),
  });
  const printed = problems.map(formatProblem);
  expect(printed).toContain(`${file}: description ${contentCheckMessages.required()}`);
  expect(printed).toContain(`${file}: order ${contentCheckMessages.notAWholeNumber("3")}`);
  expect(messageReference()).toContain(`${file}: description is required but missing or empty`);
  expect(messageReference()).toContain(`${file}: order must be a whole number, got "3"`);

  const translation = checkTranslation({
    kind: "service",
    file: "content/services/ar/debt-recovery-in-dubai.mdx",
    written: { description: "وصف", date: "2026-03-04" },
    english: { title: "Debt Recovery", description: "A service.", date: "2026-03-04", coverImage: "cover.jpg" },
    image: () => ({ format: "jpeg", width: 4000 }),
    topics: [],
  });
  expect(translation.problems).toContainEqual(
    expect.objectContaining({ field: "title", message: translationMessages.requiredInTranslation() }),
  );
});
