import { createProcessor } from "@mdx-js/mdx";
import { remarkMarkAndUnravel } from "@mdx-js/mdx/lib/plugin/remark-mark-and-unravel.js";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { BodyTools } from "../../src/lib/body-tree";

/** The tools src/lib/load-mdx.ts loads for the build, imported as jest compiles them. */
export const bodyTools: BodyTools = { createProcessor, unified, remarkRehype, remarkMarkAndUnravel };
