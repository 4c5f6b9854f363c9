/**
 * A document's body is content, not code. MDX would run what an editor writes between
 * braces, after `import`/`export` and in any JSX element, during the build and in the
 * CMS preview; this policy reads the body into its syntax tree without compiling it and
 * refuses everything but Markdown and the components the editor's guide lists
 * (src/lib/body-components.ts). The build (gatsby-node.ts) and the CMS preview
 * (src/cms/MdxBody.tsx) run it before anything is compiled or evaluated.
 *
 * The reader (unified, remark-parse and remark-mdx: what @mdx-js/mdx reads MDX with) is ES modules
 * only; each caller hands it over, loaded the way its environment allows (./body-tools-native.ts in the
 * build, static imports in the CMS and jest, ./body-tools-bundled.ts).
 */
import { type ContentKind, contentModel } from "../content-model";
import { bodyComponents, isBodyComponentName } from "../lib/body-components";
import { bodyMessages, readerMessages, unreadableBody } from "./build-messages";
import type { ContentProblem } from "./field-checks";
import { isSitePath, withoutTabsAndLineBreaks } from "../lib/site-path";

/** The modules that read MDX into its syntax tree: remark-mdx reads the component tags, as in @mdx-js/mdx. */
export interface BodyReader {
  unified: typeof import("unified").unified;
  remarkParse: typeof import("remark-parse").default;
  remarkMdx: typeof import("remark-mdx").default;
}

export interface BodyProblem {
  /** Line in the body (1 is its first line, the line below the frontmatter): the CMS's text box shows no frontmatter. */
  line: number;
  message: string;
  /** The text of that line, so that the problem can be found where no line numbers are shown. */
  quote?: string;
  /** The MDX reader's own words, when the problem is that it could not read the body (`message` says them plainly). */
  readerMessage?: string;
}

type MdxAttribute =
  | {
      type: "mdxJsxAttribute";
      name: string;
      value?: string | { type: "mdxJsxAttributeValueExpression"; value: string } | null;
    }
  | { type: "mdxJsxExpressionAttribute"; value: string };

/** The fields of the MDX syntax tree (mdast with remark-mdx's nodes) that the policy reads. */
interface MdxNode {
  type: string;
  position?: { start: { line: number } };
  children?: MdxNode[];
  /** Source text of ESM and of expressions. */
  value?: string;
  /** JSX element name; null for a fragment (<>). */
  name?: string | null;
  attributes?: MdxAttribute[];
  /** Links, pictures and link definitions. */
  url?: string;
  /** A reference's label, as written: ![chart][label]. */
  label?: string;
}

/** Schemes a link may use; an address without one must be a path of this site (isSitePath). */
const allowedSchemes = ["http", "https", "mailto", "tel"];

const isAsciiControlOrSpace = (character: string) => character.charCodeAt(0) <= 0x20;

/**
 * The scheme a browser reads in an address, as the URL standard parses it: tabs and line
 * breaks anywhere are dropped and control characters and spaces at the start are ignored,
 * so "java\tscript:" and " JAVASCRIPT:" are both javascript. Character references
 * (&#106;avascript:) are already decoded in the syntax tree.
 */
export const urlScheme = (url: string): string | null => {
  const characters = [...withoutTabsAndLineBreaks(url)];
  const start = characters.findIndex((character) => !isAsciiControlOrSpace(character));
  const cleaned = start < 0 ? "" : characters.slice(start).join("");
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1].toLowerCase() ?? null;
};

const shown = (text: string, length = 60) => JSON.stringify(text.length > length ? `${text.slice(0, length)}…` : text);

const linkProblem = (node: MdxNode): string | undefined => {
  const url = node.url ?? "";
  const scheme = urlScheme(url);
  if (scheme === null ? isSitePath(url) : allowedSchemes.includes(scheme)) return undefined;
  // "//host/…" leads to another site, "page/" to a page that does not exist: say how to write either.
  return scheme === null ? bodyMessages.linkWithoutScheme(shown(url)) : bodyMessages.link(shown(url));
};

const attributeText = (attribute: MdxAttribute) => {
  if (attribute.type === "mdxJsxExpressionAttribute") return "{…}";
  if (attribute.value === null || attribute.value === undefined) return attribute.name;
  return typeof attribute.value === "string"
    ? `${attribute.name}=${shown(attribute.value, 30)}`
    : `${attribute.name}={…}`;
};

/** An attribute the component documents, with a value written in quotation marks (never an expression). */
const isDocumented = (documented: readonly string[], attribute: MdxAttribute) =>
  attribute.type === "mdxJsxAttribute" &&
  documented.includes(attribute.name) &&
  (attribute.value === null || attribute.value === undefined || typeof attribute.value === "string");

const elementProblem = (node: MdxNode, kind: ContentKind): string | undefined => {
  const name = node.name ?? "";
  if (!isBodyComponentName(name)) {
    return bodyMessages.notAComponent(name);
  }
  const { onlyIn, attributes }: { onlyIn: ContentKind | null; attributes: readonly string[] } = bodyComponents[name];
  if (onlyIn !== null && onlyIn !== kind) {
    return bodyMessages.componentOnlyIn(name, contentModel[onlyIn].folder);
  }
  const undocumented = (node.attributes ?? []).filter((attribute) => !isDocumented(attributes, attribute));
  if (undocumented.length > 0) {
    return bodyMessages.componentWithAttributes(name, undocumented.map(attributeText).join(" "));
  }
  return undefined;
};

const isComment = (expression: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression);

const nodeProblem = (node: MdxNode, kind: ContentKind): string | undefined => {
  switch (node.type) {
    case "mdxjsEsm":
      return bodyMessages.code(/^\s*import\b/.test(node.value ?? "") ? "import" : "export");
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return isComment(node.value ?? "") ? bodyMessages.note() : bodyMessages.braces();
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return elementProblem(node, kind);
    case "link":
    case "definition":
      return linkProblem(node);
    // A page's only pictures are its cover and the founder's portrait, files of content/images/ processed
    // by the build. A picture in the body would load from wherever its address says, before any consent.
    case "image":
      return bodyMessages.picture(shown(node.url ?? ""));
    case "imageReference":
      return bodyMessages.picture(`[${node.label ?? ""}]`);
    default:
      return undefined;
  }
};

/**
 * The most a body may hold, in characters (UTF-16 code units, what the MDX reader steps through),
 * not bytes: a translation has about as many letters as its English page, and Arabic's two bytes a
 * letter would halve its room without making it any slower to read. The reader's time grows faster
 * than a body's length on some inputs (80 KB of "*a" took 28 s), so the length is checked before
 * anything is read. 20,000 is twice the longest page (the terms, 9,725 characters in English and
 * 8,514 in Arabic). Together with the budgets and the line limit below, it keeps the slowest inputs
 * found at this size to a few seconds: `npm run bench:body`, in BENCHMARKS.md ("Reading a body").
 */
export const maxBodyLength = 20_000;

interface MarkupBudget {
  pattern: RegExp;
  /** The most a body may hold. */
  most: number;
  says: (held: number, most: number) => string;
}

/** Characters whose number, not the body's length, sets the reader's time on its slowest inputs. */
export const markupBudgets = {
  /**
   * MDX reads an open expression again with acorn at every "}" until it parses: "{(" and 16,000 "}"
   * took a minute. Template literals nested 600 deep (3 KB) crash Node outright, a fatal V8 error
   * while acorn recovers from running out of stack. No page holds a brace; code may show a few.
   */
  braces: { pattern: /[{}]/g, most: 100, says: bodyMessages.tooManyBraces },
  /** Emphasis and links are matched by searching back over the open marks and brackets. A page holds at most 68. */
  emphasisAndLinks: { pattern: /[*_[\]]/g, most: 2_000, says: bodyMessages.tooMuchEmphasis },
} satisfies Record<string, MarkupBudget>;

/**
 * The reader's time grows faster than the square of the lists and quotes one line opens
 * ("- " 8,000 times took 26 s); a page's lines open one.
 */
export const maxContainersOnALine = 10;

/** The quote (>) and list item (-, *, +, 1., 1)) markers a line opens with, the spaces between them included. */
const openingContainers = /^(?:[ \t]*(?:>|(?:[*+-]|\d{1,9}[.)])(?=[ \t]|$)))+/;

const containersOpenedBy = (line: string): number =>
  openingContainers.exec(line)?.[0].match(/>|[*+-]|\d+[.)]/g)?.length ?? 0;

/** What makes a body too costly to read, found without reading it. */
const costProblems = (body: string): BodyProblem[] => {
  if (body.length > maxBodyLength) return [{ line: 1, message: bodyMessages.tooLong(body.length, maxBodyLength) }];
  const overBudget = Object.values(markupBudgets).flatMap(({ pattern, most, says }) => {
    const held = body.match(pattern)?.length ?? 0;
    return held <= most ? [] : [{ line: 1, message: says(held, most) }];
  });
  const nested = body.split(/\r\n|\r|\n/).flatMap((text, index) => {
    const opened = containersOpenedBy(text);
    if (opened <= maxContainersOnALine) return [];
    return [{ line: index + 1, message: bodyMessages.tooManyContainers(opened, maxContainersOnALine) }];
  });
  return [...overBudget, ...nested];
};

/** The reader's message for a body it could not read, and where it stopped. */
interface ReaderError {
  reason: string;
  line?: number | null;
  column?: number | null;
}

const character = (reason: string) => /^Unexpected character `(.)`/.exec(reason)?.[1];

/**
 * Which of the MDX reader's errors each of its messages in plain words (readerMessages) answers, tried
 * in this order.
 */
const readerErrorsInPlainWords: { matches: (reason: string) => boolean; says: (reason: string) => string }[] = [
  { matches: (reason) => reason.includes("(note: to create a comment in MDX"), says: readerMessages.htmlComment },
  { matches: (reason) => reason.startsWith("Unexpected character `@`"), says: readerMessages.emailBetweenBrackets },
  {
    matches: (reason) => reason.includes("(note: to create a link in MDX"),
    says: readerMessages.addressBetweenBrackets,
  },
  {
    matches: (reason) => /^Unexpected (character .*|end of file) before name/.test(reason),
    says: (reason) => {
      const next = character(reason);
      return readerMessages.lessThan(next && /[0-9]/.test(next) ? next : undefined);
    },
  },
  {
    matches: (reason) => reason.startsWith("Unexpected end of file after self-closing slash"),
    says: readerMessages.componentWithoutEnd,
  },
  {
    matches: (reason) => /^Unexpected (end of file|character .*) (in|after|before) (name|attribute)/.test(reason),
    says: readerMessages.componentNeverClosed,
  },
  {
    matches: (reason) => reason.startsWith("Expected a closing tag for") || reason.startsWith("Unexpected closing tag"),
    says: readerMessages.componentWithoutSlash,
  },
  { matches: (reason) => reason.startsWith("Unexpected closing slash"), says: readerMessages.closingTagNeverOpened },
  {
    matches: (reason) =>
      reason.startsWith("Unexpected end of file in expression") || reason.startsWith("Could not parse expression"),
    says: readerMessages.brace,
  },
];

/** Why the MDX reader could not read the body: in plain words where the error is a common one, its own message kept. */
export const unreadableProblem = ({ reason, line }: ReaderError): Omit<BodyProblem, "quote"> => {
  const plain = readerErrorsInPlainWords.find(({ matches }) => matches(reason));
  return {
    line: line ?? 1,
    message: unreadableBody.cannotBeRead(plain?.says(reason)),
    readerMessage: reason,
  };
};

const unreadable = (error: unknown): Omit<BodyProblem, "quote"> => {
  if (!(error instanceof Error)) throw error;
  const { line, column, reason } = error as Error & { line?: number | null; column?: number | null; reason?: string };
  return unreadableProblem({ reason: reason ?? error.message, line, column });
};

/** The body's line `line`, trimmed and shortened, for a problem's quote. */
const lineText = (lines: string[], line: number) => {
  const text = (lines[line - 1] ?? "").trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

const withQuotes = (body: string, problems: Omit<BodyProblem, "quote">[]): BodyProblem[] => {
  const lines = body.split(/\r\n|\r|\n/);
  return problems.map((problem) => {
    const quote = lineText(lines, problem.line);
    return quote ? { ...problem, quote } : problem;
  });
};

/** A body read once: what the policy refuses in it, and its syntax tree when it refuses nothing. */
export interface ReadBody {
  problems: BodyProblem[];
  /** MDX's syntax tree (mdast with remark-mdx's nodes), for ./body-to-tree.ts; null when there are problems. */
  tree: unknown;
}

/**
 * Reads a document's body (the MDX below the frontmatter) and finds what the policy refuses in it,
 * in the order written. Parses only: nothing in the body is compiled or run, and a body too costly
 * to read (costProblems) is not parsed either.
 */
export const readBody = (reader: BodyReader, body: string, kind: ContentKind): ReadBody => {
  const tooCostly = costProblems(body);
  if (tooCostly.length > 0) return { problems: tooCostly, tree: null };
  let tree: MdxNode;
  try {
    tree = reader.unified().use(reader.remarkParse).use(reader.remarkMdx).parse(body) as MdxNode;
  } catch (error) {
    return { problems: withQuotes(body, [unreadable(error)]), tree: null };
  }
  const problems: Omit<BodyProblem, "quote">[] = [];
  const visit = (node: MdxNode) => {
    const message = nodeProblem(node, kind);
    if (message) problems.push({ line: node.position?.start.line ?? 1, message });
    node.children?.forEach(visit);
  };
  visit(tree);
  return { problems: withQuotes(body, problems), tree: problems.length > 0 ? null : tree };
};

export const bodyProblems = (reader: BodyReader, body: string, kind: ContentKind): BodyProblem[] =>
  readBody(reader, body, kind).problems;

export interface BodyInFile {
  /** Path of the file relative to the project, as an editor sees it. */
  file: string;
  /** The body, below the frontmatter (src/content-pipeline/frontmatter.ts). */
  body: string;
}

/**
 * A body problem as a field and a message, said the same way by the build and the CMS: its line counted
 * from the body's first line (the CMS shows no frontmatter and no line numbers), the line's text quoted,
 * and the MDX reader's own words after the plain ones.
 */
export const bodyProblemAsField = ({ line, message, quote, readerMessage }: BodyProblem) => ({
  field: `body line ${line}`,
  message: [
    // Quoted as written (not escaped), so that it can be searched for in the text box.
    ...(quote ? [`at "${quote}":`] : []),
    message,
    ...(readerMessage ? [unreadableBody.readersOwn(readerMessage)] : []),
  ].join(" "),
});

/** The body's problems as content errors of the file. */
export const inFile = (file: string, problems: BodyProblem[]): ContentProblem[] =>
  problems.map((problem) => ({ file, ...bodyProblemAsField(problem) }));

/** What the policy refuses in a file's body, as content errors. */
export const checkBody = ({ reader, kind, file, body }: BodyInFile & { reader: BodyReader; kind: ContentKind }) =>
  inFile(file, bodyProblems(reader, body, kind));
