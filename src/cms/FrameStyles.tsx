import { type ReactNode, useMemo } from "react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { GlobalStyles } from "../styles/GlobalStyles";

/**
 * The CMS renders previews inside an iframe; Emotion would write the site's styles into the
 * CMS's own document. A cache whose container is the frame's <head> puts them where the preview is.
 */
export const FrameStyles = ({ frame, children }: { frame: Document; children: ReactNode }) => {
  const cache = useMemo(() => createCache({ key: "preview", container: frame.head }), [frame]);
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      {children}
    </CacheProvider>
  );
};
