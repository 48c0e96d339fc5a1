import type { Page } from '@playwright/test';

/**
 * WCAG 1.4.3 measured on what the screen shows. axe reads computed styles and gives up where a background image
 * (the band's confetti, a gradient) sits behind the text; here the text is looked at in two screenshots of the same
 * view, one with the text hidden (what is painted behind it: colour, confetti, gradient) and one with it (what the
 * text is painted in). Every pixel behind a text counts: a confetti piece under a word fails as it would for a reader.
 */

/**
 * Marks the texts to measure: those with no opaque background of their own between them and the page (axe checks
 * those), a solid patch of the band's colour counting as the band.
 */
const PROBE = 'data-contrast-probe';

export interface PaintedContrast {
  text: string;
  /** The lowest contrast between the text's colour and any pixel behind it. */
  ratio: number;
  needed: number;
  foreground: string;
  worstBackground: string;
}

interface Probe {
  text: string;
  large: boolean;
  /** Rectangles of the text itself (its lines), in CSS pixels of the viewport. */
  rects: Array<{ x: number; y: number; width: number; height: number }>;
}

/** Finds the texts with no opaque background of their own between them and the page, marks them, returns their lines. */
function markProbes(attribute: string): Probe[] {
  const opaque = (element: Element): boolean => {
    const style = getComputedStyle(element);
    if (style.backgroundImage !== 'none') return false;
    const colour = style.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
    return colour.length >= 3 && (colour.length === 3 || colour[3] === 1);
  };
  // A solid patch of the band's own colour (kept under a text so the confetti stays out) is still the band.
  const band = (element: Element) =>
    getComputedStyle(element.closest('[data-layout]') ?? document.body).backgroundColor;
  const onOwnBackground = (element: Element): boolean => {
    for (let at: Element | null = element; at && !at.hasAttribute('data-layout'); at = at.parentElement) {
      if (opaque(at) && getComputedStyle(at).backgroundColor !== band(element)) return true;
    }
    return false;
  };
  const probes: Probe[] = [];
  const parents = new Map<Element, Text[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('svg, script, style, [aria-hidden="true"]')) continue;
    // The site's header and footer have their own opaque backgrounds (axe checks them).
    if (!parent.closest('[data-layout]') || parent.closest('[data-layout] > header, [data-layout] > footer')) continue;
    parents.set(parent, [...(parents.get(parent) ?? []), node as Text]);
  }
  for (const [element, texts] of parents) {
    const style = getComputedStyle(element);
    const alpha = style.color.match(/[\d.]+/g)?.map(Number)[3] ?? 1;
    if (style.visibility !== 'visible' || Number(style.opacity) === 0 || alpha === 0 || onOwnBackground(element)) {
      continue;
    }
    const rects = texts
      .flatMap((text) => {
        const range = document.createRange();
        range.selectNodeContents(text);
        return [...range.getClientRects()];
      })
      .filter((rect) => rect.width >= 4 && rect.height >= 6)
      .map(({ x, y, width, height }) => ({ x, y, width, height }));
    if (rects.length === 0) continue;
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    element.setAttribute(attribute, '');
    probes.push({
      text: texts
        .map((text) => text.textContent)
        .join('')
        .trim()
        .slice(0, 60),
      // WCAG: large is 18 pt (24 px), or 14 pt (18.66 px) bold.
      large: size >= 24 || (bold && size >= 18.66),
      rects,
    });
  }
  return probes;
}

/** In the page: the worst contrast of each probe between the two screenshots (PNG, base64). */
async function measure({
  shown,
  hidden,
  probes,
  scale,
}: {
  shown: string;
  hidden: string;
  probes: Probe[];
  scale: number;
}): Promise<Array<{ ratio: number; foreground: number[]; background: number[] }>> {
  const pixels = async (png: string) => {
    // No fetch of a data: address: the site's own fetch and its content policy stand in the way.
    const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  const [withText, withoutText] = await Promise.all([pixels(shown), pixels(hidden)]);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (rgb: number[]) =>
    0.2126 * channel(rgb[0]!) + 0.7152 * channel(rgb[1]!) + 0.0722 * channel(rgb[2]!);
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  // Two passes over each probe's pixels, no copy of them: a long text's lines are tens of thousands of pixels.
  return probes.map((probe) => {
    const boxes = probe.rects.map((rect) => ({
      left: Math.max(0, Math.floor(rect.x * scale)),
      top: Math.max(0, Math.floor(rect.y * scale)),
      right: Math.min(withText.width, Math.ceil((rect.x + rect.width) * scale)),
      bottom: Math.min(withText.height, Math.ceil((rect.y + rect.height) * scale)),
    }));
    const eachPixel = (visit: (at: number) => void) => {
      for (const { left, top, right, bottom } of boxes) {
        for (let y = top; y < bottom; y += 1) {
          for (let x = left; x < right; x += 1) visit((y * withText.width + x) * 4);
        }
      }
    };
    // The text's own colour is where it differs most from what is behind it: the heart of a glyph.
    let foreground: number[] = [0, 0, 0];
    let farthest = -1;
    eachPixel((at) => {
      let distance = 0;
      for (let i = 0; i < 3; i += 1) distance += (withText.data[at + i]! - withoutText.data[at + i]!) ** 2;
      if (distance > farthest) {
        farthest = distance;
        foreground = [withText.data[at]!, withText.data[at + 1]!, withText.data[at + 2]!];
      }
    });
    const text = luminance(foreground);
    /** The contrast of each colour met behind the text, by its RGB: most of a background is a few colours. */
    const ratios = new Map<number, number>();
    // Every pixel behind the text counts: the worst is the one whose contrast with the text is lowest.
    let worst = { ratio: Number.POSITIVE_INFINITY, background: [0, 0, 0] };
    eachPixel((at) => {
      const r = withoutText.data[at]!;
      const g = withoutText.data[at + 1]!;
      const b = withoutText.data[at + 2]!;
      const key = (r << 16) | (g << 8) | b;
      let ratio = ratios.get(key);
      if (ratio === undefined) {
        ratio = contrast(text, luminance([r, g, b]));
        ratios.set(key, ratio);
      }
      if (ratio < worst.ratio) worst = { ratio, background: [r, g, b] };
    });
    return { ratio: worst.ratio, foreground, background: worst.background };
  });
}

const hex = (rgb: number[]) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/**
 * The painted contrast of every text of the page that has no opaque background of its own (the band's texts, a game's
 * stage), screen by screen from the top. The page must be still (reduced motion): two screenshots are compared.
 */
export async function paintedContrasts(page: Page): Promise<PaintedContrast[]> {
  const results: PaintedContrast[] = [];
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('paintedContrasts needs a fixed viewport');
  const scale = await page.evaluate(() => window.devicePixelRatio);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const measured = new Set<string>();
  // Screen by screen: the sticky header covers the top of every screen but the first.
  for (let top = 0; top < height;) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    const header = await page.evaluate(() => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
    const probes = (await page.evaluate(markProbes, PROBE)).filter((probe) => {
      const lines = probe.rects;
      const inView = lines.every(
        (rect) => rect.y >= (top === 0 ? 0 : header) && rect.y + rect.height <= viewport.height,
      );
      const key = `${probe.text}@${Math.round(lines[0]!.y + top)}`;
      if (!inView || measured.has(key)) return false;
      measured.add(key);
      return true;
    });
    if (probes.length > 0) {
      const shown = (await page.screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64');
      const style = await page.addStyleTag({
        content: `[${PROBE}] { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; }`,
      });
      const hidden = (await page.screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64');
      await style.evaluate((element) => (element as HTMLElement).remove());
      const ratios = await page.evaluate(measure, { shown, hidden, probes, scale });
      for (const [position, { ratio, foreground, background }] of ratios.entries()) {
        const probe = probes[position]!;
        results.push({
          text: probe.text,
          ratio: Math.round(ratio * 100) / 100,
          needed: probe.large ? 3 : 4.5,
          foreground: hex(foreground),
          worstBackground: hex(background),
        });
      }
    }
    await page.evaluate((attribute) => {
      for (const element of document.querySelectorAll(`[${attribute}]`)) element.removeAttribute(attribute);
    }, PROBE);
    if (top + viewport.height >= height) break;
    top +=
      viewport.height -
      Math.ceil(await page.evaluate(() => document.querySelector('header')?.getBoundingClientRect().height ?? 0)) -
      8;
  }
  return results;
}
