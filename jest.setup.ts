import "@testing-library/jest-dom";
import { JS_ATTRIBUTE } from "./src/lib/embedded";

// Components render into a browser that runs JavaScript, as the inline head script marks it on the real site.
document.documentElement.setAttribute(JS_ATTRIBUTE, "");
