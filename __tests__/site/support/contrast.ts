import sharp from "sharp";
import type { Page } from "playwright-core";
import { colors } from "../../../src/styles/theme";

/**
 * Contrast as a visitor meets it: each visible text, scrolled into view with the page's sticky and fixed
 * bars out of the way (a bar's own texts are read where the bar is), against what is actually behind it
 * there (the boxes under the text's first line, from the browser's hit test), at WCAG AA: 4.5:1, and 3:1
 * for large text (24 px, or 18.66 px bold). Where a picture or a gradient is behind the text, the pixels
 * of a screenshot with the text made transparent are measured. A text covered by another painted box
 * fails too: a visitor cannot read it.
 */

/** What the page measures of one text: its contrast, or that only the pixels can tell. */
interface Measured {
  index: number;
  text: string;
  where: string;
  required: number;
  /** The text's colour as [r, g, b, alpha], its opacity folded in. */
  color: number[];
  ratio?: number;
  background?: string;
  coveredBy?: string;
  /** A picture or gradient is behind the text: measure the pixels of this box (page coordinates after scrolling). */
  pixels?: { x: number; y: number; width: number; height: number };
}

const PROBE = "data-contrast-probe";
const BARS_HIDDEN = "data-contrast-bars-hidden";

/**
 * Runs in the page. `only`: CSS selectors of the elements to measure (axe's unsettled nodes); else every element
 * with its own visible text. `index`: measure only that candidate (with the text already scrolled into view).
 */
const measureInPage = ({ only, probe, barsHidden }: { only?: string[]; probe: string; barsHidden: string }) => {
  const parse = (value: string): number[] => {
    const match = value.match(/rgba?\(([^)]+)\)/);
    if (!match) return [0, 0, 0, 0];
    const parts = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  };
  const over = (top: number[], bottom: number[]) => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    return [0, 1, 2].map((i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha).concat(alpha);
  };
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.slice(0, 3).map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratioOf = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  const describe = (element: Element) => {
    const path: string[] = [];
    for (let node: Element | null = element; node && path.length < 4; node = node.parentElement) {
      const id = node.id ? `#${node.id}` : "";
      const testId = node.getAttribute("data-testid") ? `[data-testid=${node.getAttribute("data-testid")}]` : "";
      path.unshift(`${node.tagName.toLowerCase()}${id}${testId}`);
      if (id) break;
    }
    return path.join(" > ");
  };
  const isBar = (element: Element) => ["fixed", "sticky"].includes(getComputedStyle(element).position);
  const barOf = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) if (isBar(node)) return node;
    return null;
  };
  /** A box of one pixel or less that clips its content: the visually hidden texts for screen readers. */
  const clippedAway = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if ((box.width <= 1 || box.height <= 1) && getComputedStyle(node).overflow !== "visible") return true;
    }
    return false;
  };
  const ownTextRect = (element: Element): DOMRect | undefined => {
    for (const child of element.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      const rect = [...range.getClientRects()].find((r) => r.width > 1 && r.height > 1);
      if (rect) return rect;
    }
    return undefined;
  };
  const candidates = (): Element[] => {
    if (only) return only.flatMap((selector) => [...document.querySelectorAll(selector)]);
    const found = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest("script, style, noscript, template, svg")) continue;
      found.add(parent);
    }
    return [...found].filter(
      (element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !clippedAway(element) &&
        ownTextRect(element),
    );
  };
  const imageLike = (element: Element, style: CSSStyleDeclaration) =>
    ["IMG", "PICTURE", "VIDEO", "CANVAS", "svg", "IFRAME"].includes(element.tagName) ||
    style.backgroundImage !== "none";

  const elements = candidates();
  const bars = [...document.querySelectorAll("body *")].filter(isBar) as HTMLElement[];
  const scrollBefore = window.scrollY;
  const results: Measured[] = [];
  const hideBarsBut = (own: Element | null) => {
    for (const bar of bars) bar.toggleAttribute(barsHidden, bar !== own && !bar.contains(own) && !own?.contains(bar));
  };
  elements.forEach((element, index) => {
    hideBarsBut(barOf(element));
    element.scrollIntoView({ block: "center", inline: "nearest" });
    const rect = ownTextRect(element);
    // Still off the screen once scrolled to (a skip link until it has focus): no visitor sees it.
    if (!rect || rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth) return;
    const style = getComputedStyle(element);
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    const textColor = parse(style.color);
    textColor[3] *= opacity;
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const measured: Measured = {
      index,
      text: (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
      where: describe(element),
      required: large ? 3 : 4.5,
      color: textColor,
    };
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const stack = document.elementsFromPoint(x, y);
    const at = stack.findIndex((node) => node === element || node.contains(element));
    if (at < 0) {
      measured.coveredBy = `(${describe(stack[0] ?? document.body)}: the text is not where it is drawn)`;
      results.push(measured);
      return;
    }
    const cover = stack.slice(0, at).find((node) => {
      if (element.contains(node)) return false;
      const coverStyle = getComputedStyle(node);
      return imageLike(node, coverStyle) || parse(coverStyle.backgroundColor)[3] > 0.1;
    });
    if (cover) {
      measured.coveredBy = describe(cover);
      results.push(measured);
      return;
    }
    const layers: number[][] = [];
    let picture = false;
    for (const node of stack.slice(at)) {
      const nodeStyle = getComputedStyle(node);
      if (imageLike(node, nodeStyle) && node !== document.documentElement && node !== document.body) {
        picture = true;
        break;
      }
      const background = parse(nodeStyle.backgroundColor);
      if (background[3] > 0) layers.push(background);
      if (background[3] >= 1) break;
    }
    if (picture) {
      measured.pixels = { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
      results.push(measured);
      return;
    }
    const background = layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1]);
    const shown = over(textColor, background);
    measured.ratio = ratioOf(shown, background);
    measured.background = `rgb(${background.slice(0, 3).map(Math.round).join(", ")})`;
    results.push(measured);
  });
  for (const bar of bars) bar.removeAttribute(barsHidden);
  window.scrollTo(0, scrollBefore);
  // Elements whose pixels are measured next keep a probe mark, so the caller finds them again.
  results.forEach(
    (measured) => measured.pixels && elements[measured.index].setAttribute(probe, String(measured.index)),
  );
  return results;
};

const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/**
 * The text over a picture: its box shot with the text transparent, and the text's colour against each pixel.
 * The contrast a tenth of the pixels fall below is the text's: a few stray pixels of a photograph do not decide it.
 */
const pixelContrast = async (page: Page, measured: Measured): Promise<number> => {
  const selector = `[${PROBE}="${measured.index}"]`;
  const style = await page.addStyleTag({
    content: `${selector}, ${selector} * { color: transparent !important; text-shadow: none !important; }`,
  });
  const clip = await page.evaluate(
    ([target, barsHidden]) => {
      const element = document.querySelector(target)!;
      element.scrollIntoView({ block: "center", inline: "nearest" });
      for (const node of document.querySelectorAll("body *"))
        if (["fixed", "sticky"].includes(getComputedStyle(node).position) && !node.contains(element))
          node.setAttribute(barsHidden, "");
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = [...range.getClientRects()].find((r) => r.width > 1 && r.height > 1)!;
      return { x: box.left, y: box.top, width: box.width, height: box.height };
    },
    [selector, BARS_HIDDEN] as const,
  );
  const png = await page.screenshot({ clip });
  await page.evaluate((barsHidden) => {
    for (const node of document.querySelectorAll(`[${barsHidden}]`)) node.removeAttribute(barsHidden);
  }, BARS_HIDDEN);
  await style.evaluate((node) => (node as HTMLStyleElement).remove());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const ratios: number[] = [];
  for (let i = 0; i < data.length; i += info.channels) {
    const pixel = [data[i], data[i + 1], data[i + 2]];
    const alpha = measured.color[3];
    const text = [0, 1, 2].map((c) => measured.color[c] * alpha + pixel[c] * (1 - alpha));
    ratios.push(ratio(text, pixel));
  }
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 10)] ?? 0;
};

/**
 * Every text on the page now (or the elements `only` names) below WCAG AA contrast as rendered, one line each:
 * "ratio:1 (needs n:1) "text" at where, colour on background". Empty when every text can be read.
 */
export const contrastFailures = async (page: Page, only?: string[]): Promise<string[]> => {
  await page.evaluate((barsHidden) => {
    if (document.getElementById(barsHidden)) return;
    const style = document.createElement("style");
    style.id = barsHidden;
    // Colours at rest: a transition under way (a hover's, a change just made) would be measured half-way.
    style.textContent = `[${barsHidden}] { visibility: hidden !important; } *, ::before, ::after { transition: none !important; }`;
    document.head.append(style);
  }, BARS_HIDDEN);
  const measured = await page.evaluate(measureInPage, { only, probe: PROBE, barsHidden: BARS_HIDDEN });
  const failures: string[] = [];
  for (const text of measured) {
    if (text.pixels) {
      text.ratio = await pixelContrast(page, text);
      text.background = "a picture (its pixels)";
    }
    const color = `rgba(${text.color.map((c, i) => (i < 3 ? Math.round(c) : c.toFixed(2))).join(", ")})`;
    if (text.coveredBy) failures.push(`covered by ${text.coveredBy}: "${text.text}" at ${text.where}`);
    else if (text.ratio! < text.required)
      failures.push(
        `${text.ratio!.toFixed(2)}:1 (needs ${text.required}:1) "${text.text}" at ${text.where}, ${color} on ${text.background}`,
      );
  }
  await page.evaluate((probe) => {
    for (const node of document.querySelectorAll(`[${probe}]`)) node.removeAttribute(probe);
  }, PROBE);
  return failures;
};

/**
 * The fault the contrast checks are proved on (the axe gate's and what-a-visitor-sees'): the last Book A Call in an
 * insight's main in navy text on a navy button, as the article's own closing button was before issue 48. The navy
 * is painted as a gradient: axe leaves the contrast of any text over a background image incomplete, so the checks'
 * own measurement always decides (over a plain navy, axe settled it itself in one run of many, and the proof of the
 * measurement did not run).
 */
export const plantNavyOnNavyButton = (page: Page): Promise<void> =>
  page.evaluate((navy) => {
    const buttons = [...document.querySelectorAll("main a[target=_blank]")].filter((link) =>
      link.textContent?.startsWith("Book A Call"),
    );
    Object.assign((buttons.at(-1) as HTMLElement).style, {
      color: navy,
      backgroundColor: navy,
      backgroundImage: `linear-gradient(${navy}, ${navy})`,
    });
  }, colors.navy);
