import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** How wide the page is against its viewport, and what sticks out (to say it in a failure). */
export async function pageWidth(page: Page): Promise<{ scroll: number; client: number; culprits: string[] }> {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    culprits: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()} « ${(element.textContent ?? '').trim().slice(0, 30)} »`),
  }));
}

/** The page never scrolls sideways: its content is no wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = await pageWidth(page);
  expect(
    width.scroll,
    `${where}: page ${width.scroll} px wide in ${width.client} px (${width.culprits.join(', ')})`,
  ).toBe(width.client);
}

/**
 * WCAG contrast ratio of an element's text against the first opaque background behind it (its own or an ancestor's).
 */
export async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const text = rgb(getComputedStyle(element).color);
    let node: Element | null = element;
    let background = [255, 255, 255];
    while (node) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (colour.length >= 3 && (colour.length < 4 || (colour[3] ?? 0) > 0.9)) {
        background = colour;
        break;
      }
      node = node.parentElement;
    }
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
}
