import {
  contentCheckMessages,
  readerMessages,
  translationMessages,
  unreadableBody,
} from "../../src/content-pipeline/build-messages";
import { bodyTools } from "../../src/content-pipeline/body-tools-bundled";
import { bodyProblems, checkBody } from "../../src/content-pipeline/body-policy";
import { checkContent, formatProblem } from "../../src/content-pipeline/field-checks";
import { bodyHelp, lessThanInFull, messageReference, readerHelp } from "../../src/build/message-reference";
import { checkTranslation } from "../../src/content-pipeline/translation-checks";

/**
 * The editors' reference lists the build's messages as the checks print them: both come from the
 * catalogue in src/content-pipeline/build-messages.ts (that content/REFERENCE.md holds what message-reference.ts
 * writes: __tests__/build/editors-reference.test.ts). Here: its examples are what the checks really say.
 */
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

describe("the reference's examples of the body's messages are what the build prints for their lines", () => {
  const file = "content/services/en/debt-recovery-in-dubai.mdx";
  /** Lines that bring about the messages the build says before reading the body, and so without a quote. */
  const refusedUnread: Record<string, (numbers: number[]) => string> = {
    tooLong: ([length]) => "a".repeat(length),
    tooManyBraces: ([held]) => "{}".repeat(held / 2),
    tooMuchEmphasis: ([held]) => "*".repeat(held),
    tooManyContainers: ([opened]) => `${"- ".repeat(opened)}Step one`,
  };
  const examples = bodyHelp.flatMap(({ examples }) => examples);

  it.each(examples.map((example) => [example.says, example] as const))("%s", (_says, { line, quote, says, args }) => {
    const body = "\n".repeat(line - 1) + (quote ?? refusedUnread[says](args as number[]));
    const printed = checkBody({ reader: bodyTools, kind: "service", file, body }).map(formatProblem);
    expect(printed).toHaveLength(1);
    expect(messageReference()).toContain(printed[0]);
  });
});

describe("the MDX reader's errors in plain words: each row's example is read as the reference says", () => {
  /** A beginning of the reader's message as the reference shows it, "..." standing for any words. */
  const asPattern = (beginning: string) =>
    new RegExp(
      `^${beginning
        .split("...")
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}`,
    );

  it.each(Object.entries(readerHelp))("%s", (id, { written, args, readerSays }) => {
    const [problem, ...others] = bodyProblems(bodyTools, written, "service");
    expect(others).toEqual([]);
    const says = readerMessages[id as keyof typeof readerMessages] as (...args: unknown[]) => string;
    expect(problem.message).toBe(unreadableBody.cannotBeRead(says(...args)));
    expect(readerSays.some((beginning) => asPattern(beginning).test(problem.readerMessage ?? ""))).toBe(true);
    expect(messageReference()).toContain(says(...args));
  });

  it("the example printed in full is the reader's own message", () => {
    const [problem] = bodyProblems(bodyTools, readerHelp.lessThan.written, "service");
    expect(problem.readerMessage).toBe(lessThanInFull);
  });
});
