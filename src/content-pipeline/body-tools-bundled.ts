/**
 * The reader and the plugins of ./body-to-tree.ts, imported as a bundler (the CMS) or jest does.
 * The build loads the same modules with Node's own import() (./body-tools-native.ts).
 */
import { remarkMarkAndUnravel } from "@mdx-js/mdx/lib/plugin/remark-mark-and-unravel.js";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { BodyTools } from "./body-to-tree";

export const bodyTools: BodyTools = { unified, remarkParse, remarkMdx, remarkMarkAndUnravel, remarkRehype };
