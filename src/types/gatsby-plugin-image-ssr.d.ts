/** gatsby-plugin-image ships its SSR hook without types; src/lib/site-scripts.ts reads the script it writes. */
declare module "gatsby-plugin-image/gatsby-ssr" {
  import type { ReactElement } from "react";

  export const onRenderBody: (args: {
    setHeadComponents: (elements: ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>[]) => void;
  }) => void;
}
