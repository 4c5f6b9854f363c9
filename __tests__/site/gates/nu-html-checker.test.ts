import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { publicDir } from "../support/public";

/**
 * HTML gate: the W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run on Java)
 * reports no error in any built HTML file. It knows HTML's conformance rules that
 * html-validate does not (e.g. ARIA attributes allowed on an element with a given alt).
 * One Java run checks every file, as starting the checker is the slow part.
 */
const vnuJar = String(require("vnu-jar"));
const JAVA = process.env.JAVA || "java";

jest.setTimeout(180_000);

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // _gatsby/slices/ holds HTML fragments Gatsby stitches into pages, not documents.
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });

/**
 * A run of a few seconds: Java's optimizing compiler (C2) cost more than it saved, over half the run's 12
 * core-seconds on 2 cores; the quick compiler alone takes 5. Its deeper frames need a bigger thread stack
 * than the default, or the checker stops with a StackOverflowError while loading the HTML schema.
 */
const javaOptions = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss4m"];

/**
 * Errors of the checker's own that are not the page's: its CSS validator predates CSS Containment 3, so it does not
 * know `container-type` or `@container` (the founder's card lays itself out by its own width; in every browser the
 * site supports), nor CSS Scroll-driven Animations 1's timeline properties (the phone's booking bar hides while the
 * home page's hero button is in view, where the browser has them: src/styles/global-css.ts).
 */
const checkerGaps = [
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /^CSS: Unrecognized at-rule “@container”\.?$/,
  /^CSS: “(timeline-scope|view-timeline-name|view-timeline-inset|animation-timeline|animation-range)”: Property “\1” doesn't exist\.$/,
];

/** The checker's errors, per file (absolute paths). */
const check = (files: string[]): Map<string, string[]> => {
  const result = spawnSync(JAVA, [...javaOptions, "-jar", vnuJar, "--format", "json", "--errors-only", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error || !result.stderr.trim().startsWith("{"))
    throw new Error(
      `The Nu HTML Checker did not run (${result.error?.message ?? result.stderr.trim()}): it needs Java, e.g. Debian's default-jre-headless (npm test installs it when run as root), or set JAVA.`,
    );
  const errors = new Map(files.map((file) => [file, [] as string[]]));
  for (const { type, url, lastLine, message } of (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages) {
    if (type !== "error" || checkerGaps.some((gap) => gap.test(message))) continue;
    const file = decodeURIComponent(new URL(url).pathname);
    errors.set(file, [...(errors.get(file) ?? []), `${lastLine ?? "?"}: ${message}`]);
  }
  return errors;
};

const files = fs.existsSync(path.join(publicDir, "index.html")) ? htmlFiles(publicDir) : [];
let errors: Map<string, string[]>;

beforeAll(() => {
  if (files.length === 0)
    throw new Error("public/ has no build: run `npm test` (it builds first) or `npx gatsby build`.");
  errors = check(files);
});

test.each(files.map((file) => path.relative(publicDir, file)))("%s has no Nu HTML Checker error", (file) => {
  expect(errors.get(path.join(publicDir, file))).toEqual([]);
});

test("the gate catches a planted fault (an image with an empty alt and a role, a paragraph in a span)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nu-planted-"));
  const planted = path.join(dir, "planted.html");
  fs.writeFileSync(
    planted,
    fs
      .readFileSync(path.join(publicDir, "index.html"), "utf8")
      .replace("</main>", '<img alt="" role="presentation" src="/x.png"><span><p>Dubai</p></span></main>'),
  );
  const found = check([planted]).get(planted)!;
  fs.rmSync(dir, { recursive: true, force: true });
  expect(
    found.some((e) =>
      /An .img. element with a .role. attribute must not have an .alt. attribute whose value is the empty string/.test(
        e,
      ),
    ),
  ).toBe(true);
  expect(found.some((e) => /Element .p. not allowed as child of element .span./.test(e))).toBe(true);
});
