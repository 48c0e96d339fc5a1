import { Router } from 'express';
import type { SandboxContext } from '../context';
import { notFound } from '../http/errors';
import { BENEFIT_KEYS } from '../seed/goodies';
import { pictureSvg } from './svg-images';

const BENEFIT_CAPTIONS: Record<string, string> = {
  'tickets-final': 'Places pour la finale',
  'tickets-prime': 'Places pour un prime',
  'pack-goodies': 'Pack de goodies',
  headset: 'Casque audio',
  speaker: 'Enceinte',
  'game-hitster': 'Jeu Hitster',
  'key-ring': 'Porte-clés',
  'micro-bam': 'Micro BAM',
};

/** `<identifier>.svg` or `<identifier>@<1|2|3>x.svg`. */
const FILE_NAME = /^([a-z0-9-]+)(?:@([123])x)?\.svg$/;

/** Serves the pictures referenced by the catalogue, the offers and the game benefits. */
export function assetRoutes({ db }: SandboxContext): Router {
  const router = Router();

  router.get('/assets/:kind/:file', (req, res) => {
    const match = FILE_NAME.exec(req.params.file);
    const identifier = match?.[1];
    if (!match || !identifier) throw notFound(`asset ${req.params.file}`);
    const scale = Number(match[2] ?? 2);
    let caption: string | undefined;
    if (req.params.kind === 'goodies') {
      caption = (
        db.prepare('SELECT name FROM coupons WHERE identifier = ?').get(identifier) as { name: string } | undefined
      )?.name;
    } else if (req.params.kind === 'products') {
      caption = (
        db.prepare('SELECT name FROM products WHERE identifier = ?').get(identifier) as { name: string } | undefined
      )?.name;
    } else if (req.params.kind === 'benefits' && (BENEFIT_KEYS as readonly string[]).includes(identifier)) {
      caption = BENEFIT_CAPTIONS[identifier];
    }
    if (!caption) throw notFound(`asset ${req.params.kind}/${req.params.file}`);
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(pictureSvg(caption, identifier, scale));
  });

  return router;
}
