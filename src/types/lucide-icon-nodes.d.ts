/**
 * lucide-static's whole icon set as data, of which src/data/practice-areas.ts reads a few icons by name. Declared
 * here, not typed from the file: TypeScript would type every icon of the JSON, which doubled the typecheck's work.
 */
declare module "lucide-static/icon-nodes.json" {
  const iconNodes: Readonly<Record<string, import("../lib/icon-node").IconNode | undefined>>;
  export default iconNodes;
}
