import { packageTexts } from 'shared-ui/i18n';

/** « Produits éligibles » in words (namespace `host`, key `products`), loaded with the page. */
const FR = {
  products: {
    title: 'Produits éligibles',
    intro: 'Chaque produit de cette liste, acheté puis déclaré avec votre ticket de caisse, vous rapporte des étoiles.',
    loading: 'Chargement des produits…',
    failed: 'La liste des produits éligibles est momentanément indisponible.',
    retry: 'Réessayer',
    ean: '{{brand}} · EAN {{ean}}',
    stars: '+ {{stars}}',
  },
} as const;

export const PRODUCTS_FR = packageTexts('host', FR, (t) => ({
  products: {
    ean: (brand: string, ean: string) => t('products.ean', { brand, ean }),
    stars: (stars: string) => t('products.stars', { stars }),
  },
})).products;
