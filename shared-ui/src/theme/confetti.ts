/**
 * Confetti backgrounds (LAYOUT-1: primary or tertiary page colours with confetti images),
 * drawn as small SVG tiles in data URIs: no extra request, and the same art in the host and
 * in a remote's standalone shell.
 */
export type ConfettiVariant = 'on-primary' | 'on-tertiary' | 'on-surface';

const PALETTES: Record<ConfettiVariant, string[]> = {
  'on-primary': ['#ffd23f', '#ffffff', '#ff9f1c', '#ffe8a3'],
  'on-tertiary': ['#c8102e', '#ffffff', '#ff7a00', '#1d3c8f'],
  'on-surface': ['#c8102e', '#ffd23f', '#ff9f1c', '#1d3c8f'],
};

/** A small deterministic generator: the same tile on every load (no layout shift between visits). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function piece(random: () => number, colour: string): string {
  const x = Math.round(random() * 300 + 10);
  const y = Math.round(random() * 300 + 10);
  const turn = Math.round(random() * 180);
  const shape = random();
  if (shape < 0.4)
    return `<rect x="${x}" y="${y}" width="14" height="6" rx="2" fill="${colour}" transform="rotate(${turn} ${x} ${y})"/>`;
  if (shape < 0.65) return `<circle cx="${x}" cy="${y}" r="${Math.round(random() * 3 + 3)}" fill="${colour}"/>`;
  // A little fusilli twist: the pasta brand's own confetti.
  return `<path d="M${x} ${y}q5 -8 10 0t10 0t10 0" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round" transform="rotate(${turn} ${x} ${y})"/>`;
}

export function confettiTile(variant: ConfettiVariant, opacity = 0.55): string {
  const random = seeded(variant.length * 7_919 + 17);
  const palette = PALETTES[variant];
  const pieces = Array.from({ length: 26 }, (_, index) => piece(random, palette[index % palette.length] ?? '#fff'));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="340" viewBox="0 0 340 340"><g opacity="${opacity}">${pieces.join('')}</g></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
