import { type ComponentType, useEffect, useState } from "react";
import { evaluate } from "@mdx-js/mdx";
import { useMDXComponents } from "@mdx-js/react";
import * as runtime from "react/jsx-runtime";

type Compiled = { Content: ComponentType } | { error: string };

/**
 * A document's MDX body compiled in the browser, so the preview shows the site's own
 * components (<BookACall />, <FreeCall />…) as the page will. A syntax error, which would
 * stop the build, is shown in its place while the editor types.
 */
export const MdxBody = ({ source }: { source: string }) => {
  const [compiled, setCompiled] = useState<Compiled | null>(null);
  useEffect(() => {
    let current = true;
    evaluate(source, { ...runtime, useMDXComponents } as Parameters<typeof evaluate>[1])
      .then(({ default: Content }) => current && setCompiled({ Content }))
      .catch((error: Error) => current && setCompiled({ error: error.message }));
    return () => {
      current = false;
    };
  }, [source]);
  if (!compiled) return null;
  if ("error" in compiled) {
    return (
      <p role="alert">
        <strong>This text would stop the build:</strong> {compiled.error}
      </p>
    );
  }
  return <compiled.Content />;
};
