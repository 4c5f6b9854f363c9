/**
 * html-validate for the served HTML (the HTML quality gate in __tests__/site/gates).
 * Every rule turned off says why; everything else in "recommended" stays on.
 */
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes some attributes camelCased (srcSet, charSet, dateTime); HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React self-closes void elements (<meta />) and react-helmet does not (<meta>); both are valid HTML.
    "void-style": "off",
    // Gatsby's focus wrapper and route announcer write style attributes; they are not ours to move.
    "no-inline-style": "off",
    // Gatsby's root element is id="___gatsby"; ids need only be unique and free of spaces in HTML5.
    "valid-id": ["error", { relaxed: true }],
    // Service titles are the editors' full document titles (spec); search engines truncate the display, not the ranking.
    "long-title": "off",
  },
};
