import type { GatsbySSR } from "gatsby";
import { earlyDocumentScript } from "./src/lib/embedded";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // Runs before first paint: marks <html> for embedded mode and for JavaScript-only CSS.
  setHeadComponents([<script key="early-document" dangerouslySetInnerHTML={{ __html: earlyDocumentScript }} />]);
};
