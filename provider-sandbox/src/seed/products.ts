/** The eligible pasta products (the offers): a receipt earns the stars of each one declared on it. */
export interface SeedProduct {
  identifier: string;
  ean: string;
  name: string;
  brand: string;
  stars: number;
}

const BRAND = 'Maison Farfalla';

export const PRODUCTS: SeedProduct[] = [
  { identifier: 'spaghetti-500', ean: '3760001230017', name: 'Spaghetti 500\u00a0g', brand: BRAND, stars: 10 },
  { identifier: 'penne-rigate-500', ean: '3760001230024', name: 'Penne rigate 500\u00a0g', brand: BRAND, stars: 10 },
  { identifier: 'fusilli-500', ean: '3760001230031', name: 'Fusilli 500\u00a0g', brand: BRAND, stars: 10 },
  { identifier: 'coquillettes-500', ean: '3760001230048', name: 'Coquillettes 500\u00a0g', brand: BRAND, stars: 8 },
  {
    identifier: 'tagliatelle-oeufs-400',
    ean: '3760001230055',
    name: 'Tagliatelle aux œufs 400\u00a0g',
    brand: BRAND,
    stars: 15,
  },
  { identifier: 'farfalle-500', ean: '3760001230062', name: 'Farfalle 500\u00a0g', brand: BRAND, stars: 10 },
  { identifier: 'macaroni-500', ean: '3760001230079', name: 'Macaroni 500\u00a0g', brand: BRAND, stars: 8 },
  { identifier: 'linguine-500', ean: '3760001230086', name: 'Linguine 500\u00a0g', brand: BRAND, stars: 12 },
  { identifier: 'torsades-1kg', ean: '3760001230093', name: 'Torsades 1 kg', brand: BRAND, stars: 20 },
  { identifier: 'lasagnes-500', ean: '3760001230109', name: 'Lasagnes 500\u00a0g', brand: BRAND, stars: 15 },
  { identifier: 'gnocchi-500', ean: '3760001230116', name: 'Gnocchi à poêler 500\u00a0g', brand: BRAND, stars: 12 },
  { identifier: 'rigatoni-500', ean: '3760001230123', name: 'Rigatoni 500\u00a0g', brand: BRAND, stars: 10 },
];
