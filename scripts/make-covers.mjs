#!/usr/bin/env node
/**
 * Draws the site's artwork as SVG and renders it with sharp:
 *   content/images/<slug>.jpg          a 1600×900 cover for every service without one
 *   content/images/founder-portrait.jpg an abstract portrait for the foundation page
 *   static/og-default.jpg               the 1200×630 social card for pages without a cover
 * Deterministic: the same slug always gives the same picture.
 * Usage: npm run covers [-- --force]   (--force redraws existing files)
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
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
    <radialGradient id="glow" cx="0.75" cy="0.3" r="0.6">
      <stop offset="0" stop-color="${palette.gold}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;

const motifs = {
  arcs: (rnd, w, h) => {
    const cx = w * (0.55 + rnd() * 0.35),
      cy = h * (0.6 + rnd() * 0.5);
    return Array.from({ length: 9 }, (_, i) => {
      const r = 120 + i * (55 + rnd() * 20);
      const colour = i % 3 === 0 ? palette.gold : palette.white;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-opacity="${0.12 + rnd() * 0.35}" stroke-width="${2 + rnd() * 6}"/>`;
    }).join("");
  },
  grid: (rnd, w, h) => {
    const step = 70 + Math.floor(rnd() * 30);
    const dots = [];
    for (let x = step; x < w; x += step)
      for (let y = step; y < h; y += step) {
        const lit = rnd() > 0.82;
        dots.push(
          `<circle cx="${x}" cy="${y}" r="${lit ? 9 : 4}" fill="${lit ? palette.gold : palette.white}" fill-opacity="${lit ? 0.9 : 0.25}"/>`,
        );
      }
    return dots.join("");
  },
  bands: (rnd, w, h) =>
    Array.from({ length: 7 }, (_, i) => {
      const x = -h + i * (w / 5) + rnd() * 80;
      const colour = i % 2 ? palette.gold : palette.white;
      return `<polygon points="${x},${h} ${x + h},0 ${x + h + 40 + rnd() * 120},0 ${x + 40 + rnd() * 120},${h}" fill="${colour}" fill-opacity="${0.06 + rnd() * 0.22}"/>`;
    }).join(""),
  columns: (rnd, w, h) => {
    const base = h * 0.86;
    const cols = Array.from({ length: 6 }, (_, i) => {
      const x = w * 0.18 + i * 150;
      return `<rect x="${x}" y="${h * 0.34}" width="56" height="${base - h * 0.34}" fill="${palette.white}" fill-opacity="0.16"/>`;
    }).join("");
    return `<polygon points="${w * 0.12},${h * 0.34} ${w * 0.5 + 130},${h * 0.08} ${w * 0.88},${h * 0.34}" fill="${palette.gold}" fill-opacity="0.55"/>${cols}<rect x="${w * 0.1}" y="${base}" width="${w * 0.8}" height="26" fill="${palette.gold}" fill-opacity="${0.5 + rnd() * 0.3}"/>`;
  },
};

const cover = (slug, w = 1600, h = 900) => {
  const rnd = random(slug);
  const names = Object.keys(motifs);
  const motif = motifs[names[Math.floor(rnd() * names.length)]];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background(w, h, Math.floor(rnd() * 90))}${motif(rnd, w, h)}</svg>`;
};

const portrait = (
  w = 960,
  h = 1200,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${background(w, h, 60)}
  <circle cx="${w / 2}" cy="${h * 0.95}" r="${w * 0.62}" fill="none" stroke="${palette.gold}" stroke-opacity="0.35" stroke-width="6"/>
  <path d="M ${w * 0.14} ${h} C ${w * 0.16} ${h * 0.72}, ${w * 0.3} ${h * 0.64}, ${w / 2} ${h * 0.64} C ${w * 0.7} ${h * 0.64}, ${w * 0.84} ${h * 0.72}, ${w * 0.86} ${h} Z" fill="${palette.sand}" fill-opacity="0.92"/>
  <path d="M ${w * 0.42} ${h * 0.64} L ${w / 2} ${h * 0.8} L ${w * 0.58} ${h * 0.64} Z" fill="${palette.navy}"/>
  <ellipse cx="${w / 2}" cy="${h * 0.42}" rx="${w * 0.16}" ry="${h * 0.15}" fill="${palette.sand}" fill-opacity="0.92"/>
  <path d="M ${w * 0.34} ${h * 0.4} C ${w * 0.33} ${h * 0.22}, ${w * 0.67} ${h * 0.22}, ${w * 0.66} ${h * 0.4} C ${w * 0.6} ${h * 0.3}, ${w * 0.4} ${h * 0.3}, ${w * 0.34} ${h * 0.4} Z" fill="${palette.gold}"/>
</svg>`;

const ogCard = (
  w = 1200,
  h = 630,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${background(w, h, 20)}${motifs.arcs(random("og"), w, h)}
  <g transform="translate(96 200)">
    <rect width="128" height="128" rx="28" fill="${palette.navy}" stroke="${palette.gold}" stroke-width="4"/>
    <path d="M28 92 L64 28 L100 92" fill="none" stroke="${palette.gold}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M40 76 H88" stroke="${palette.white}" stroke-width="8" stroke-linecap="round"/>
  </g>
  <rect x="96" y="380" width="420" height="8" fill="${palette.gold}"/>
</svg>`;

const render = async (svg, file, options = {}) => {
  if (fs.existsSync(file) && !force) return false;
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 82, mozjpeg: true, ...options })
    .toFile(file);
  return true;
};

const slugs = fs
  .readdirSync(servicesDir)
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => name.replace(/\.mdx?$/, ""));

fs.mkdirSync(imagesDir, { recursive: true });
const made = [];
for (const slug of slugs) if (await render(cover(slug), path.join(imagesDir, `${slug}.jpg`))) made.push(`${slug}.jpg`);
if (await render(portrait(), path.join(imagesDir, "founder-portrait.jpg"))) made.push("founder-portrait.jpg");
if (await render(ogCard(), path.join(root, "static/og-default.jpg"))) made.push("static/og-default.jpg");
console.log(
  made.length ? `Drew ${made.length} image(s): ${made.join(", ")}` : "All images exist (use --force to redraw).",
);
