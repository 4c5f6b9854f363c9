import "@testing-library/jest-dom";
import { JS_ATTRIBUTE } from "./src/lib/embedded";

// Components render into a browser that runs JavaScript, as the inline head script marks it on the real site.
// (Tests that declare the node environment have no document.)
if (typeof document !== "undefined") document.documentElement.setAttribute(JS_ATTRIBUTE, "");

// Templates render their deferred parts in place, as Gatsby's HTML build does (src/components/DeferredPart.tsx).
// The browser's lazy chunks are webpack's; the built site's tests cover them (document-body, hydration).
process.env.BUILD_STAGE = "build-html";
