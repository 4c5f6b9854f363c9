import "@testing-library/jest-dom";
import { JS_ATTRIBUTE } from "./src/lib/embedded";

// Components render into a browser that runs JavaScript, as the inline head script marks it on the real site.
// (Tests that declare the node environment have no document.)
if (typeof document !== "undefined") document.documentElement.setAttribute(JS_ATTRIBUTE, "");
