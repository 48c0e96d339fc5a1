/**
 * LAYOUT-5: on iPhone, zoom is locked (maximum scale 1) — on iPhone only: every other phone keeps pinch-zoom,
 * which people with low vision rely on. The HTML carries the zoomable viewport; an iPhone gets the lock here.
 */
export function isIphone(userAgent: string): boolean {
  return /\biPhone\b/.test(userAgent);
}

export function lockZoomOnIphone(doc: Document = document, userAgent: string = navigator.userAgent): void {
  if (!isIphone(userAgent)) return;
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta || /maximum-scale=/.test(meta.content)) return;
  meta.content = `${meta.content}, maximum-scale=1`;
}
