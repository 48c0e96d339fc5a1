/** LAYOUT-2: the scroll animation of a navigation lasts 300 ms. */
export const SCROLL_ANIMATION_MS = 300;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function smoothScrollTo(targetY: number, durationMs = SCROLL_ANIMATION_MS): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const startY = window.scrollY;
  const distance = targetY - startY;
  if (reduced || distance === 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, targetY);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, startY + distance * easeInOut(progress));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

/**
 * The element id named by a URL hash. A malformed escape (`#%E0%A4%A`, typed or shared) must not
 * break the page: it is then read as written.
 */
export function anchorIdFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Where the anchor `#id` sits, below the sticky header; null when the page has no such element. */
export function anchorTop(hash: string): number | null {
  const id = anchorIdFromHash(hash);
  if (!id) return null;
  const element = document.getElementById(id);
  if (!element) return null;
  const header = document.querySelector('header');
  const offset = header ? header.getBoundingClientRect().height + 12 : 0;
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
}
