import { type ReactNode, useMemo } from "react";
import createCache from "@emotion/cache";
import { CacheProvider, Global } from "@emotion/react";
import { arabicTypeCss } from "../styles/arabic-type";
import { globalCss } from "../styles/global-css";

/**
 * The CMS renders previews inside an iframe; Emotion would write the site's styles into the
 * CMS's own document. A cache whose container is the frame's <head> puts them where the preview is.
 */
export const FrameStyles = ({ frame, children }: { frame: Document; children: ReactNode }) => {
  const cache = useMemo(() => createCache({ key: "preview", container: frame.head }), [frame]);
  return (
    <CacheProvider value={cache}>
      <Global styles={globalCss} />
      {/* The site's pages get it in their <head> (gatsby-ssr.tsx); an English preview has no lang="ar" to apply it to. */}
      <Global styles={arabicTypeCss} />
      {children}
    </CacheProvider>
  );
};
