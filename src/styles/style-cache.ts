import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * Emotion's cache for the site's pages, the same on the server and in the browser.
 * Without stylis's prefixer: the -webkit-/-ms- copies it adds (flexbox for 2012's
 * browsers, sticky for Safari 12) were a sixth of the home page's inline CSS, and
 * every browser the site supports reads the standard properties. The key "css"
 * makes the browser's cache adopt the <style> tag the server put in <head>.
 */
export const createStyleCache = (): EmotionCache => createCache({ key: "css", stylisPlugins: [] });
