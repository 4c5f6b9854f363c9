import { useEffect, useState } from "react";
import { isEmbeddedDocument } from "../lib/embedded";

/** False on the server and during hydration, then follows the mark the inline script set. */
export const useEmbedded = (): boolean => {
  const [embedded, setEmbedded] = useState(false);
  useEffect(() => setEmbedded(isEmbeddedDocument()), []);
  return embedded;
};
