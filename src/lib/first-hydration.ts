/**
 * Whether React is hydrating the prerendered page the browser first loaded.
 * Set by gatsby-browser.tsx around that one hydration; false on the server,
 * in tests, in the CMS preview and after every client-side navigation.
 */
let firstHydration = false;

export const startFirstHydration = (): void => {
  firstHydration = true;
};

export const endFirstHydration = (): void => {
  firstHydration = false;
};

export const isFirstHydration = (): boolean => firstHydration;

/**
 * The attribute that marks a part the first hydration keeps as server HTML (src/components/ServerHtml.tsx);
 * src/lib/server-html-links.ts gives the links inside such parts Gatsby's navigation.
 */
export const SERVER_HTML = "data-server-html";
