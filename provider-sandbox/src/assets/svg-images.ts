/** Simple generated pictures, so every image URL the sandbox hands out is served. */
const PALETTE = ['#e63946', '#f4a261', '#2a9d8f', '#264653', '#8e44ad', '#e76f51', '#1d3557', '#c9184a'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function colourOf(seedText: string): string {
  let hash = 0;
  for (const char of seedText) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#e63946';
}

/** A square picture: a coloured card, a star and the caption; `scale` gives the 1x/2x/3x variants. */
export function pictureSvg(caption: string, colourKey: string, scale: number): string {
  const size = 160 * scale;
  const colour = colourOf(colourKey);
  const star = '80,22 95,62 138,62 103,86 116,128 80,102 44,128 57,86 22,62 65,62';
  const words = caption.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 2)
    .map(
      (line, index) =>
        `<text x="80" y="${142 + index * 12 - (lines.length > 1 ? 6 : 0)}" font-size="11" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(caption)}">` +
    `<rect width="160" height="160" rx="16" fill="${colour}"/>` +
    `<polygon points="${star}" fill="#ffd166" transform="translate(16 0) scale(0.8)"/>` +
    `${text}</svg>`
  );
}
