import type { Page } from "playwright-core";
import sharp from "sharp";

/**
 * What a visitor sees of a page's layout, read from where the browser put each box: the header's row,
 * texts on top of one another or cut off, an address, number or name broken across lines, a card alone
 * on a grid's last row. Each returns one line per fault, empty when there is none.
 */

/**
 * The links and buttons a visitor sees in a bar (the header, the phone's booking bar): on one row, each on one line,
 * none touching the bar's top or bottom edge, no drawing squeezed. No fault where the bar is not shown at this width.
 */
export const barFaults = (page: Page, bar = "header"): Promise<string[]> =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    if (!element.checkVisibility()) return [];
    const header = element.getBoundingClientRect();
    const items = [...element.querySelectorAll("a, button")]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => ({ name: (element.textContent ?? "").trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && box.top < header.bottom);
    const faults: string[] = [];
    const lowestTop = Math.max(...items.map(({ box }) => box.top));
    const highestBottom = Math.min(...items.map(({ box }) => box.bottom));
    if (lowestTop >= highestBottom)
      faults.push(
        `on ${new Set(items.map(({ box }) => Math.round(box.top))).size} rows (${Math.round(header.height)} px tall): ${items
          .map(({ name, box }) => `${name || "logo"} at ${Math.round(box.top)}`)
          .join(", ")}`,
      );
    for (const { name, box } of items)
      if (box.top < header.top + 4 || box.bottom > header.bottom - 4)
        faults.push(`"${name || "logo"}" touches the bar's edge (${Math.round(box.top)}–${Math.round(box.bottom)} px)`);
    // A link's words wrapped onto a second line ("Book A / Call") read as two things; the logo's two lines are its design.
    for (const link of element.querySelectorAll("a, button")) {
      if (!link.checkVisibility({ visibilityProperty: true }) || link.querySelector("svg")) continue;
      // Words for screen readers only (a 1 px box) are not seen.
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement!.getBoundingClientRect();
        if (holder.width <= 1 || holder.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1));
      }
      if (boxes.some((box) => box.top > boxes[0].top + boxes[0].height / 2))
        faults.push(`"${(link.textContent ?? "").trim()}" wraps onto two lines`);
    }
    // A drawing squeezed to make room (the logo's mark) is a fault too.
    for (const drawing of element.querySelectorAll("svg[width]")) {
      const width = drawing.getBoundingClientRect().width;
      if (drawing.checkVisibility() && Math.abs(width - Number(drawing.getAttribute("width"))) > 1)
        faults.push(`a drawing of ${drawing.getAttribute("width")} px is squeezed to ${Math.round(width)} px`);
    }
    return faults;
  }, bar);

/**
 * Texts (of the page, or of the part `within` selects) that overlap another text, or run past the box that
 * clips them or the screen's edge. Texts are
 * compared by the lines the browser laid out (each line's middle, as a line's box includes the font's
 * ascent and descent, which may reach into the next line by design); texts of one paragraph are not
 * compared with each other, nor a sticky or fixed bar's with the page under it.
 */
export const textFaults = (page: Page, within = "body"): Promise<string[]> =>
  page.evaluate((root) => {
    const layerOf = (element: Element): Element | null => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (["fixed", "sticky", "absolute"].includes(getComputedStyle(node).position)) return node;
      return null;
    };
    const blockOf = (element: Element): Element => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (!getComputedStyle(node).display.startsWith("inline")) return node;
      return document.body;
    };
    const clippedAway = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if ((box.width <= 1 || box.height <= 1) && getComputedStyle(node).overflow !== "visible") return true;
      }
      return false;
    };
    const clipperOf = (element: Element): Element | undefined => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        if (getComputedStyle(node).overflow !== "visible") return node;
      return undefined;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}"`;

    const lines: { element: Element; block: Element; layer: Element | null; box: DOMRect }[] = [];
    const walker = document.createTreeWalker(document.querySelector(root)!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest("script, style, noscript, template, svg")) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || clippedAway(element))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects())
        if (box.width > 1 && box.height > 1)
          lines.push({ element, block: blockOf(element), layer: layerOf(element), box });
    }
    const faults = new Set<string>();
    const scrollX = window.scrollX;
    // A text the design shortens on purpose ("…") is not cut.
    const ellipsis = (element: Element) =>
      [element, clipperOf(element)].some((node) => node && getComputedStyle(node).textOverflow === "ellipsis");
    for (const line of lines) {
      const { box, element } = line;
      if (ellipsis(element)) continue;
      if (box.left + scrollX < -1 || box.right + scrollX > document.documentElement.clientWidth + 1)
        faults.add(`${name(element)} runs past the screen's edge`);
      const clipper = clipperOf(element);
      if (clipper) {
        const clip = clipper.getBoundingClientRect();
        const style = getComputedStyle(clipper);
        const clipsX = style.overflowX !== "visible" && style.overflowX !== "auto" && style.overflowX !== "scroll";
        const clipsY = style.overflowY !== "visible" && style.overflowY !== "auto" && style.overflowY !== "scroll";
        const middle = (box.top + box.bottom) / 2;
        if (
          (clipsX && (box.left < clip.left - 1 || box.right > clip.right + 1)) ||
          (clipsY && (middle < clip.top || middle > clip.bottom))
        )
          faults.add(`${name(element)} is cut off by ${name(clipper)}`);
      }
    }
    // Each line's middle third: what a reader sees of it, whatever the font's ascent and descent.
    const core = (box: DOMRect) => ({
      left: box.left,
      right: box.right,
      top: box.top + box.height / 3,
      bottom: box.bottom - box.height / 3,
    });
    for (let i = 0; i < lines.length; i++)
      for (let j = i + 1; j < lines.length; j++) {
        const [a, b] = [lines[i], lines[j]];
        if (a.block === b.block || a.layer !== b.layer) continue;
        if (a.block.contains(b.block) || b.block.contains(a.block)) continue;
        const [p, q] = [core(a.box), core(b.box)];
        const width = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const height = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (width > 2 && height > 1) faults.add(`${name(a.element)} overlaps ${name(b.element)}`);
      }
    return [...faults];
  }, within);

/**
 * Each of `words` (an e-mail address, a phone number, each word of a name) that a visible text (of the page, or of
 * the part `within` selects) breaks across two lines. A word may span several text nodes (an address with <wbr> between its parts).
 */
export const brokenWords = (page: Page, words: string[], within = "body"): Promise<string[]> =>
  page.evaluate(
    ([tokens, root]) => {
      const nodes: Text[] = [];
      const starts: number[] = [];
      let text = "";
      const walker = document.createTreeWalker(document.querySelector(root)!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
        nodes.push(node);
        starts.push(text.length);
        text += node.data;
      }
      /** The text node and offset of a position in the page's visible text. */
      const at = (position: number, end: boolean): [Text, number] => {
        let index = starts.length - 1;
        while (index > 0 && (end ? starts[index] >= position : starts[index] > position)) index--;
        return [nodes[index], position - starts[index]];
      };
      const faults = new Set<string>();
      for (const token of tokens)
        for (let from = text.indexOf(token); from >= 0; from = text.indexOf(token, from + token.length)) {
          const range = document.createRange();
          range.setStart(...at(from, false));
          range.setEnd(...at(from + token.length, true));
          const boxes = [...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1);
          if (boxes.length === 0) continue;
          const top = boxes[0].top;
          // Boxes of one line may differ by a pixel or two in height; a new line starts below the first's middle.
          if (boxes.some((box) => box.top > top + boxes[0].height / 2)) {
            const common = range.commonAncestorContainer;
            // Named by the element that holds it, past the spans an address is cut into.
            const holder = (common instanceof Element ? common : common.parentElement!).closest(":not(span)")!;
            faults.add(`"${token}" is broken across lines in ${holder.tagName.toLowerCase()}`);
          }
        }
      return [...faults];
    },
    [words, within] as const,
  );

/**
 * Where the page scrolls sideways: how far, and the texts that reach past the screen's edge.
 */
export const sidewaysScroll = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const past = [...document.querySelectorAll("body *")]
      .filter((element) => element.children.length === 0 && element.checkVisibility())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
    return [`scrolls sideways by ${root.scrollWidth - root.clientWidth} px: ${past.slice(0, 3).join(", ")}`];
  });

/**
 * The main content's blocks of running text (paragraphs, list items, a block of small print inside a paragraph: the
 * text each block lays out in its own lines) whose longest line holds more than `most` characters: each line's width
 * from the Range's boxes, in characters at the block's own mean width of a character. Headings are not running text,
 * nor a text the design shortens with an ellipsis (a breadcrumb).
 */
export const longLines = (page: Page, most: number): Promise<string[]> =>
  page.evaluate((most) => {
    const blockOf = (element: Element): Element => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (!getComputedStyle(node).display.startsWith("inline")) return node;
      return document.body;
    };
    const textsOfBlock = new Map<Element, Text[]>();
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const element = node.parentElement;
      if (!element || !node.data.trim() || element.closest("script, style, pre, svg, h1, h2, h3, h4, h5, h6")) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if ([element, element.parentElement].some((node) => node && getComputedStyle(node).textOverflow === "ellipsis"))
        continue;
      const block = blockOf(element);
      textsOfBlock.set(block, [...(textsOfBlock.get(block) ?? []), node]);
    }
    const faults: string[] = [];
    for (const [block, texts] of textsOfBlock) {
      const text = texts
        .map((node) => node.data)
        .join("")
        .replace(/\s+/g, " ")
        .trim();
      const lines: { left: number; right: number; middle: number }[] = [];
      for (const node of texts) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          if (box.width <= 1 || box.height <= 1) continue;
          const middle = (box.top + box.bottom) / 2;
          const line = lines.find((line) => Math.abs(line.middle - middle) < box.height / 2);
          if (line)
            Object.assign(line, { left: Math.min(line.left, box.left), right: Math.max(line.right, box.right) });
          else lines.push({ left: box.left, right: box.right, middle });
        }
      }
      const widths = lines.map((line) => line.right - line.left);
      const total = widths.reduce((sum, width) => sum + width, 0);
      if (!total) continue;
      const longest = Math.round((Math.max(...widths) / total) * text.length);
      if (longest > most)
        faults.push(`${block.tagName.toLowerCase()} "${text.slice(0, 40)}": ${longest} characters a line`);
    }
    return faults;
  }, most);

/**
 * Lists laid out as grids of two or more columns with a hole: a row that does not reach across (the last one too:
 * three cards over two leave an empty cell), a last row of one item that does not take the row's width, a card
 * squeezed: its words in a column narrower than the other cards' (a lead card's layout in a single cell), or a card
 * across several columns that is mostly empty: its words and picture reach across less than three quarters of it.
 */
export const gridFaults = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const faults: string[] = [];
    /** The width of the column an item's words are laid out in: its widest paragraph or heading. */
    const measure = (element: Element) =>
      Math.max(
        0,
        ...[...element.querySelectorAll("p, h2, h3, h4")].map((block) => block.getBoundingClientRect().width),
      );
    /** How much of an item's inner width (inside its own and its card's padding) its texts and pictures reach across. */
    const contentReach = (item: Element) => {
      const padded = [item, ...(item.children.length === 1 ? [item.children[0]] : [])];
      const box = item.getBoundingClientRect();
      let [left, right] = [box.left, box.right];
      for (const element of padded) {
        const style = getComputedStyle(element);
        left += parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
        right -= parseFloat(style.paddingRight) + parseFloat(style.borderRightWidth);
      }
      const drawn: DOMRect[] = [...item.querySelectorAll("svg, img")].map((picture) => picture.getBoundingClientRect());
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        drawn.push(...range.getClientRects());
      }
      const shown = drawn.filter((rect) => rect.width > 1 && rect.height > 1);
      const reach = Math.max(...shown.map((rect) => rect.right)) - Math.min(...shown.map((rect) => rect.left));
      return shown.length ? reach / (right - left) : 0;
    };
    for (const grid of document.querySelectorAll("main ul, main ol")) {
      const style = getComputedStyle(grid);
      if (style.display !== "grid" || style.gridTemplateColumns.split(" ").length < 2) continue;
      const items = [...grid.children].filter(
        (child) => child.checkVisibility() && child.getBoundingClientRect().height > 0,
      );
      if (items.length < 2) continue;
      const boxes = items.map((item) => item.getBoundingClientRect());
      const tops = [...new Set(boxes.map((box) => Math.round(box.top)))].sort((a, b) => a - b);
      const gridBox = grid.getBoundingClientRect();
      const label =
        (grid.getAttribute("data-testid") ??
          grid.closest("section[aria-labelledby]")?.getAttribute("aria-labelledby")) ||
        "";
      const name = `${grid.tagName.toLowerCase()}${label ? ` (${label})` : ""}`;
      const text = (item: Element) => `"${(item.textContent ?? "").trim().slice(0, 40)}"`;
      tops.forEach((top, row) => {
        const inRow = boxes.filter((box) => Math.round(box.top) === top);
        const reach = Math.max(...inRow.map((box) => box.right)) - Math.min(...inRow.map((box) => box.left));
        if (inRow.length === 1 && row === tops.length - 1) {
          if (reach < gridBox.width * 0.75)
            faults.push(`${name}: ${text(items[boxes.indexOf(inRow[0])])} alone on the last of ${tops.length} rows`);
        } else if (reach < gridBox.width * 0.95) faults.push(`${name}: row ${row + 1} of ${tops.length} leaves a hole`);
      });
      const narrowest = Math.min(...boxes.map((box) => box.width));
      items.forEach((item, index) => {
        if (boxes[index].width < narrowest * 1.5) return;
        const reach = contentReach(item);
        if (reach < 0.75)
          faults.push(`${name}: ${text(item)} is mostly empty (its words across ${Math.round(reach * 100)}% of it)`);
      });
      const measures = items.map(measure).filter((width) => width > 0);
      if (measures.length < items.length) continue;
      const usual = [...measures].sort((a, b) => a - b)[Math.floor(measures.length / 2)];
      measures.forEach((width, index) => {
        if (width < usual * 0.85)
          faults.push(
            `${name}: ${text(items[index])} is squeezed (its words in ${Math.round(width)} px, the others' in ${Math.round(usual)})`,
          );
      });
    }
    return faults;
  });

/**
 * Which way the glyph drawn inside a button points, read from its pixels: an arrow or chevron's tip is the ink's
 * far end on its middle rows, its tail's ends on its top and bottom rows. The button's own border is left out.
 */
export const pointsTowards = async (page: Page, selector: string): Promise<"left" | "right"> => {
  const button = page.locator(selector);
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  const inset = box.width / 5;
  const png = await page.screenshot({
    clip: { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset },
  });
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const inkOfRow: number[][] = [];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) if (data[y * info.width + x] < 128) (inkOfRow[y] ??= []).push(x);
  const rows = Object.keys(inkOfRow).map(Number);
  const meanX = (ys: number[]) => {
    const xs = ys.flatMap((y) => inkOfRow[y]);
    return xs.reduce((sum, x) => sum + x, 0) / xs.length;
  };
  const third = Math.max(1, Math.floor(rows.length / 3));
  const ends = meanX([...rows.slice(0, third), ...rows.slice(-third)]);
  const middle = meanX(rows.slice(third, -third));
  return middle > ends ? "right" : "left";
};
