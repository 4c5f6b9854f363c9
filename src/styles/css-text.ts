/** A style object as Emotion's are written: camelCase property names (or custom properties) and their values. */
export type Declarations = Record<string, string | number>;

/** CSS declarations from a style object: camelCase names in kebab-case, custom properties as they are. */
export const declarations = (properties: Declarations) =>
  Object.entries(properties)
    .map(
      ([name, value]) =>
        `${name.startsWith("--") ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    )
    .join(";");

/** One CSS rule: `selector{declarations}`. */
export const rule = (selector: string, properties: Declarations) => `${selector}{${declarations(properties)}}`;
