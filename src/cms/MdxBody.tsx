import { type ComponentType, useEffect, useState } from "react";
import { createProcessor, evaluate } from "@mdx-js/mdx";
import { useMDXComponents } from "@mdx-js/react";
import * as runtime from "react/jsx-runtime";
import type { ContentKind } from "../content-model";
import { bodyProblems } from "../lib/content-policy";

type Compiled = { Content: ComponentType } | { errors: string[] };

/**
 * A document's MDX body compiled in the browser, so the preview shows the site's own
 * components (<BookACall />, <FreeCall />…) as the page will. The content policy reads
 * the draft first: a body it refuses is never compiled or run here (the reviewer's GitHub
 * token is in this page), and its problems, which would stop the build, are shown instead,
 * as is a syntax error while the editor types. Those messages are the build's, in English
 * (lang and dir on the alert) also in an Arabic preview.
 */
export const MdxBody = ({ source, kind }: { source: string; kind: ContentKind }) => {
  const [compiled, setCompiled] = useState<Compiled | null>(null);
  useEffect(() => {
    const refused = bodyProblems(createProcessor, source, kind);
    if (refused.length > 0) {
      setCompiled({ errors: refused.map(({ line, message }) => `line ${line} ${message}`) });
      return;
    }
    let current = true;
    evaluate(source, { ...runtime, useMDXComponents } as Parameters<typeof evaluate>[1])
      .then(({ default: Content }) => current && setCompiled({ Content }))
      .catch((error: Error) => current && setCompiled({ errors: [error.message] }));
    return () => {
      current = false;
    };
  }, [source, kind]);
  if (!compiled) return null;
  if ("errors" in compiled) {
    return (
      <div role="alert" lang="en" dir="ltr">
        <p>
          <strong>This text would stop the build:</strong>
        </p>
        <ul>
          {compiled.errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <compiled.Content />;
};
