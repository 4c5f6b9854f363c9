/** Debian's Chromium, as every browser test, screenshot and benchmark here launches it (never a downloaded browser). */
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// Without the background-networking flags Chromium keeps calling Google's hosts, which this network refuses.
const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

module.exports = { chromiumPath, chromiumFlags };
