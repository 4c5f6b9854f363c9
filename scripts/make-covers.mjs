#!/usr/bin/env node
/**
 * Draws the site's artwork as SVG and renders it with sharp:
 *   content/images/<slug>.jpg          a 1600×900 cover for every service without one: its practice group's
 *                                      icon (lucide-static, as on /services/) large in gold, the same icon as a
 *                                      faint pattern and the firm's mark, so each group is recognisable
 *   content/images/founder-portrait.jpg a 4:5 placeholder for the founder's photograph (a framed camera, not a
 *                                      silhouette), marked SAMPLE inside the file: `npm run build:production`
 *                                      refuses it (src/build/sample-values.ts, SAMPLE_IMAGE_MARK)
 *   static/og-default.jpg               the 1200×630 social card for pages without a cover
 * Deterministic: the same slug always gives the same picture.
 * Usage: npm run covers [-- --force]   (--force redraws existing files)
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

const require = createRequire(import.meta.url);
require("./lib/require-ts.cjs");
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const { practiceIconNames, practiceIconOf } = require(path.join(root, "src/data/practice-areas.ts"));
const iconNodes = require("lucide-static/icon-nodes.json");
const { SAMPLE_IMAGE_MARK } = require(path.join(root, "src/build/sample-values.ts"));
const imagesDir = path.join(root, "content/images");
const servicesDir = path.join(root, "content/services/en");
const force = process.argv.includes("--force");

const palette = {
  navy: "#0d2340",
  deep: "#081729",
  soft: "#1b3a5f",
  gold: "#c9a45c",
  sand: "#f6f3ec",
  white: "#ffffff",
};

/** mulberry32 seeded from the slug. */
const random = (seedText) => {
  let seed = [...seedText].reduce((hash, ch) => (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0, 7);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const background = (w, h, angle) => `
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${palette.deep}"/><stop offset="0.6" stop-color="${palette.navy}"/><stop offset="1" stop-color="${palette.soft}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.45" r="0.55">
      <stop offset="0" stop-color="${palette.gold}" stop-opacity="0.28"/><stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;

const escapeAttribute = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A 24×24 lucide icon's elements at (x, y), `size` px wide, stroked in `colour`. */
const icon = (nodes, { x, y, size, colour, opacity = 1, stroke = 1.5 }) =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${nodes
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
          .join(" ")}/>`,
    )
    .join("")}</g>`;

/** The firm's mark (src/images/logo.svg), `size` px square, at (x, y). */
const mark = (x, y, size) => `<g transform="translate(${x} ${y}) scale(${size / 64})">
  <rect width="64" height="64" rx="14" fill="${palette.navy}" stroke="${palette.gold}" stroke-opacity="0.6" stroke-width="1.5"/>
  <path d="M14 46 L32 14 L50 46" fill="none" stroke="${palette.gold}" stroke-width="5" stroke-linejoin="round"/>
  <path d="M20 38 H44" stroke="${palette.white}" stroke-width="4" stroke-linecap="round"/>
</g>`;

/** The group's icon as a faint diagonal pattern over the left of the cover: the slug shifts it. */
const pattern = (nodes, rnd, w, h) => {
  const step = 150;
  const shift = Math.floor(rnd() * step);
  const tiles = [];
  for (let row = -1; row * step < h + step; row++)
    for (let col = -1; col * step < w * 0.55; col++) {
      const x = col * step + (row % 2 ? step / 2 : 0) + shift;
      tiles.push(icon(nodes, { x, y: row * step + shift / 2, size: 56, colour: palette.white, opacity: 0.07 }));
    }
  return tiles.join("");
};

/** A service's cover: its practice group's icon large in a gold ring, on the brand's navy, over the icon's pattern. */
const cover = (slug, group, w = 1600, h = 900) => {
  const rnd = random(slug);
  // A page fresh from new:service has no group yet: the scales of justice, until its group is chosen and its cover redrawn.
  const nodes = practiceIconNames[group] ? practiceIconOf(group) : iconNodes.scale;
  const cx = w * 0.7;
  const cy = h * 0.5;
  const ring = h * 0.34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${background(w, h, 20 + Math.floor(rnd() * 40))}
  ${pattern(nodes, rnd, w, h)}
  <circle cx="${cx}" cy="${cy}" r="${ring}" fill="${palette.deep}" fill-opacity="0.55" stroke="${palette.gold}" stroke-opacity="0.7" stroke-width="4"/>
  <circle cx="${cx}" cy="${cy}" r="${ring + 28}" fill="none" stroke="${palette.gold}" stroke-opacity="0.25" stroke-width="2"/>
  ${icon(nodes, { x: cx - ring * 0.6, y: cy - ring * 0.6, size: ring * 1.2, colour: palette.gold, stroke: 1.25 })}
  ${mark(72, h - 72 - 88, 88)}
  <rect x="184" y="${h - 72 - 46}" width="220" height="4" fill="${palette.gold}" fill-opacity="0.8"/>
</svg>`;
};

/**
 * The placeholder for the founder's photograph: a photographer's frame (crop marks, a dashed border) around
 * a camera, so nobody takes it for the founder; the firm replaces the file with a photograph.
 */
const portrait = (w = 960, h = 1200) => {
  const inset = 96;
  const corner = 90;
  const corners = [
    [inset, inset, 1, 1],
    [w - inset, inset, -1, 1],
    [inset, h - inset, 1, -1],
    [w - inset, h - inset, -1, -1],
  ]
    .map(([x, y, dx, dy]) => `<path d="M ${x} ${y + dy * corner} V ${y} H ${x + dx * corner}"/>`)
    .join("");
  const camera = iconNodes.camera;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${palette.sand}"/>
  <rect x="${inset + 36}" y="${inset + 36}" width="${w - 2 * inset - 72}" height="${h - 2 * inset - 72}" fill="none" stroke="${palette.navy}" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="18 14"/>
  <g fill="none" stroke="${palette.gold}" stroke-width="10" stroke-linecap="square">${corners}</g>
  ${icon(camera, { x: w / 2 - 150, y: h * 0.42 - 150, size: 300, colour: palette.navy, opacity: 0.8, stroke: 1 })}
  <rect x="${w / 2 - 140}" y="${h * 0.62}" width="280" height="10" rx="5" fill="${palette.gold}"/>
  ${mark(w / 2 - 48, h * 0.7, 96)}
</svg>`;
};

const ogCard = (
  w = 1200,
  h = 630,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${background(w, h, 20)}
  <g transform="translate(96 200)">
    <rect width="128" height="128" rx="28" fill="${palette.navy}" stroke="${palette.gold}" stroke-width="4"/>
    <path d="M28 92 L64 28 L100 92" fill="none" stroke="${palette.gold}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M40 76 H88" stroke="${palette.white}" stroke-width="8" stroke-linecap="round"/>
  </g>
  <rect x="96" y="380" width="420" height="8" fill="${palette.gold}"/>
</svg>`;

const render = async (svg, file, { sample = false } = {}) => {
  if (fs.existsSync(file) && !force) return false;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true });
  await (sample ? image.withExif({ IFD0: { ImageDescription: SAMPLE_IMAGE_MARK } }) : image).toFile(file);
  return true;
};

/** A service's practice group, as its file's frontmatter writes it (`group: …`). */
const groupOf = (slug) => {
  const file = [`${slug}.mdx`, `${slug}.md`].find((name) => fs.existsSync(path.join(servicesDir, name)));
  const source = fs.readFileSync(path.join(servicesDir, file), "utf8");
  // None yet (or none readable): the cover shows the scales, and the build names the missing group.
  return /^group:\s*["']?([\w-]+)/m.exec(source)?.[1];
};

const slugs = fs
  .readdirSync(servicesDir)
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => name.replace(/\.mdx?$/, ""));

fs.mkdirSync(imagesDir, { recursive: true });
const made = [];
for (const slug of slugs)
  if (await render(cover(slug, groupOf(slug)), path.join(imagesDir, `${slug}.jpg`))) made.push(`${slug}.jpg`);
if (await render(portrait(), path.join(imagesDir, "founder-portrait.jpg"), { sample: true }))
  made.push("founder-portrait.jpg");
if (await render(ogCard(), path.join(root, "static/og-default.jpg"))) made.push("static/og-default.jpg");
console.log(
  made.length ? `Drew ${made.length} image(s): ${made.join(", ")}` : "All images exist (use --force to redraw).",
);
