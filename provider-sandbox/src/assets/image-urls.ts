/** Absolute image URLs from the configured public base (absolute, configurable). */
export function goodyImageUrls(base: string, identifier: string) {
  const stem = `${base}/assets/goodies/${encodeURIComponent(identifier)}`;
  return {
    image_url: `${stem}.svg`,
    image_url_1x: `${stem}@1x.svg`,
    image_url_2x: `${stem}@2x.svg`,
    image_url_3x: `${stem}@3x.svg`,
  };
}

export function productImageUrls(base: string, identifier: string) {
  const stem = `${base}/assets/products/${encodeURIComponent(identifier)}`;
  return { image_url: `${stem}.svg`, image_url_2x: `${stem}@2x.svg` };
}

export function benefitImageUrl(base: string, keyForDisplay: string): string {
  return `${base}/assets/benefits/${encodeURIComponent(keyForDisplay)}.svg`;
}
