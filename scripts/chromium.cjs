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

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, chromiumSwitches.ts). Chromium honours
 * only the last `--disable-features` switch, so one that adds names must carry these too;
 * __tests__/site/chromium-launch.test.ts fails when Playwright's list changes.
 */
const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium 156 renders its address bar's popups as WebUI pages, even headless, and keeps them busy:
 * every page a test opened cost about a core-second more, and an open page kept a third of a core
 * working (20 fresh pages of the site: 38.6 core-seconds with them, 18 without). No test uses the address bar.
 */
const omniboxPopups = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** The flags for a Chromium that Playwright launches (Lighthouse's launcher has its own feature list: chromiumFlags alone). */
const playwrightFlags = [
  ...chromiumFlags,
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopups].join(",")}`,
];

module.exports = { chromiumPath, chromiumFlags, playwrightFlags, omniboxPopups };
