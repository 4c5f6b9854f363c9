import { execFileSync } from "child_process";
import path from "path";
import { publicDir } from "./public";

/** One rule of a _headers file as Netlify's own parser (@netlify/headers-parser) reads it. */
export interface NetlifyHeaderRule {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}

// The parser is an ES module for Node 18.14+; jest's CommonJS runtime reads it through a child Node.
const PARSE = `
import { parseAllHeaders } from "@netlify/headers-parser";
const { headers, errors } = await parseAllHeaders({ headersFiles: [process.argv[1]], minimal: false, configHeaders: [] });
process.stdout.write(JSON.stringify({
  errors: errors.map((error) => error.message),
  headers: headers.map((rule) => ({ ...rule, forRegExp: [rule.forRegExp.source, rule.forRegExp.flags] })),
}));
`;

/** Parses a _headers file with Netlify's parser; a syntax error it reports fails the caller. */
export const parseNetlifyHeadersFile = (file: string): NetlifyHeaderRule[] => {
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", PARSE, file], {
    cwd: path.resolve(__dirname, "../../.."),
    encoding: "utf8",
  });
  const { errors, headers } = JSON.parse(output) as {
    errors: string[];
    headers: (Omit<NetlifyHeaderRule, "forRegExp"> & { forRegExp: [string, string] })[];
  };
  if (errors.length > 0) throw new Error(`${file} has errors Netlify would report:\n${errors.join("\n")}`);
  return headers.map((rule) => ({ ...rule, forRegExp: new RegExp(...rule.forRegExp) }));
};

/** Each header the rules matching a path name, with the value of every such rule in file order (lower-case names). */
export const matchingHeaderValues = (rules: NetlifyHeaderRule[], urlPath: string): Record<string, string[]> => {
  const values: Record<string, string[]> = {};
  for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(urlPath))) {
    for (const [name, value] of Object.entries(rule.values)) (values[name.toLowerCase()] ??= []).push(value);
  }
  return values;
};

/**
 * What Netlify sends for a path: every rule whose pattern matches adds its headers, and a
 * header named by several matching rules is sent with each value (joined with ", ", which
 * means the same to a browser: for Content-Security-Policy, several policies, all enforced).
 * Netlify CLI's dev server and netlify/primitives' headersForPath let the later rule's value
 * win instead; the site's rules are built to mean the same under both (security-headers.test.ts).
 */
export const servedHeaders = (rules: NetlifyHeaderRule[], urlPath: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(matchingHeaderValues(rules, urlPath)).map(([name, values]) => [name, values.join(", ")]),
  );

/** The headers the built site's public/_headers gives each path, for a test server to send. */
export const builtSiteHeaders = (): ((urlPath: string) => Record<string, string>) => {
  const rules = parseNetlifyHeadersFile(path.join(publicDir, "_headers"));
  return (urlPath) => servedHeaders(rules, urlPath);
};
