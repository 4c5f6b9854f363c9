/** gatsby-plugin-image ships its SSR hook without types; gatsby-ssr.tsx asks it what it adds to every head, to take that out. */
declare module "gatsby-plugin-image/gatsby-ssr" {
  import type { ReactElement } from "react";

  export const onRenderBody: (args: { setHeadComponents: (elements: ReactElement[]) => void }) => void;
}
