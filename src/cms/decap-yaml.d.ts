/** Decap's YAML serializer, resolved by src/cms/plugin/decap-yaml.js (decap-cms-core ships no types for it). */
declare module "decap-cms-core/dist/esm/formats/yaml" {
  import type { Formatter } from "decap-cms-core";

  const yamlFormatter: Formatter;
  export default yamlFormatter;
}
