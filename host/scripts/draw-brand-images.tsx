/**
 * Draws the site's icons and link-preview images from the brand's own art (the logo mark, the illustrations, each
 * game's colours) in Chromium, into host/public. The outputs are committed: run this again only when the art changes.
 *
 *   npx tsx --tsconfig tsconfig.base.json host/scripts/draw-brand-images.tsx
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { renderToStaticMarkup } from 'react-dom/server';
import { GAME_LOOKS, GAME_NAMES, type GameNumber } from 'shared-kit';
import { Art } from '../src/app/layouts/Art';
import { LogoMark } from '../src/app/layouts/header/LogoMark';

const PUBLIC = path.join(__dirname, '..', 'public');
const BRAND_RED = '#c8102e';
const FONT = '"Arial Black", "DejaVu Sans", sans-serif';

function shareCard({ from, to, glow, title, kicker, line }: Record<string, string>): string {
  const art = renderToStaticMarkup(
    <div className="art">
      <Art name="pasta" size={150} />
      <Art name="star" size={150} />
      <Art name="gift" size={150} />
    </div>,
  );
  const mark = renderToStaticMarkup(<LogoMark size={170} />);
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
    body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: ${FONT};
      background: linear-gradient(135deg, ${from}, ${to}); color: #fff; }
    .frame { box-sizing: border-box; height: 630px; padding: 64px 72px; display: grid;
      grid-template-columns: 1fr auto; align-items: center; gap: 40px;
      background-image: radial-gradient(${glow}55 3px, transparent 4px); background-size: 46px 46px; }
    .kicker { display: flex; align-items: center; gap: 24px; font-size: 34px; }
    h1 { margin: 24px 0 18px; font-size: ${title.length > 20 ? 60 : 76}px; line-height: 1.02; color: ${glow}; text-shadow: 0 5px 0 rgba(0,0,0,.3); }
    p { margin: 0; font-family: "DejaVu Sans", sans-serif; font-weight: 700; font-size: 32px; line-height: 1.3; max-width: 720px; }
    .art { display: grid; gap: 10px; justify-items: center; background: #fff7e6; border-radius: 36px; padding: 22px;
      box-shadow: 0 14px 0 rgba(0,0,0,.25); }
  </style></head><body><div class="frame"><div>
    <div class="kicker">${mark}<span>${kicker}</span></div>
    <h1>${title}</h1><p>${line}</p></div>${art}</div></body></html>`;
}

async function shot(
  page: Page,
  html: string,
  size: { width: number; height: number },
  file: string,
  transparent = false,
) {
  await page.setViewportSize(size);
  await page.setContent(html);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const type = file.endsWith('.jpg') ? 'jpeg' : 'png';
  return page.screenshot({
    path: file,
    type,
    quality: type === 'jpeg' ? 88 : undefined,
    omitBackground: transparent,
    clip: { x: 0, y: 0, ...size },
  });
}

const iconPage = (size: number, background: string) =>
  `<!doctype html><html><body style="margin:0;background:${background};display:grid;place-items:center;` +
  `width:${size}px;height:${size}px">${renderToStaticMarkup(<LogoMark size={Math.round(size * 0.9)} />)}</body></html>`;

/** An .ico holding PNG images (Windows Vista and every browser since read them). */
function icoOf(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map(({ data }) => data)]);
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();

  fs.writeFileSync(
    path.join(PUBLIC, 'icons', 'icon.svg'),
    `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<LogoMark size={100} />)}\n`,
  );
  for (const size of [192, 512]) {
    await shot(
      page,
      iconPage(size, 'transparent'),
      { width: size, height: size },
      path.join(PUBLIC, 'icons', `icon-${size}.png`),
      true,
    );
  }
  // iOS fills transparency with black: the touch icon stands on the brand's cream.
  await shot(
    page,
    iconPage(180, '#fff7e6'),
    { width: 180, height: 180 },
    path.join(PUBLIC, 'icons', 'apple-touch-icon.png'),
  );
  const favicons = [];
  for (const size of [16, 32, 48]) {
    favicons.push({
      size,
      data: await shot(page, iconPage(size, 'transparent'), { width: size, height: size }, '/tmp/favicon.png', true),
    });
  }
  fs.writeFileSync(path.join(PUBLIC, 'favicon.ico'), icoOf(favicons));

  const card = { width: 1200, height: 630 };
  await shot(
    page,
    shareCard({
      from: BRAND_RED,
      to: '#5c0716',
      glow: '#ffd23f',
      kicker: 'La Grande Boutique',
      title: 'Vos pâtes vous font gagner des cadeaux',
      line: 'Déclarez vos achats, cumulez des étoiles, échangez-les contre des cadeaux.',
    }),
    card,
    path.join(PUBLIC, 'images', 'partage', 'la-grande-boutique.jpg'),
  );
  for (const game of [1, 2, 3, 4] as GameNumber[]) {
    const look = GAME_LOOKS[game];
    await shot(
      page,
      shareCard({
        from: look.from,
        to: look.to,
        glow: look.glow,
        kicker: 'Le jeu de La Grande Boutique',
        title: GAME_NAMES[game],
        line: 'Un code unique dans votre paquet de pâtes, des cadeaux à gagner.',
      }),
      card,
      path.join(PUBLIC, 'images', 'partage', `jeu-${game}.jpg`),
    );
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
