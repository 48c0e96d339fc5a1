import { observable } from 'mobx';
import type { CardSlot, Catalog, Coupon, Offer } from 'shared-kit';
import type { SiteKit } from 'shared-kit';
import type { Mocked } from 'shared-ui/testing';

export type FakeShopKit = Mocked<Omit<SiteKit, 'session'>> & { session: SiteKit['session'] };

export const coupon = (identifier: string, name: string, value: number, stock: number | null = null): Coupon => ({
  identifier,
  name,
  value,
  stock,
  description: `${name}, aux couleurs de la marque.`,
  image_url: `http://localhost:4000/assets/goodies/${identifier}.svg`,
  image_url_1x: `http://localhost:4000/assets/goodies/${identifier}@1x.svg`,
  image_url_2x: `http://localhost:4000/assets/goodies/${identifier}@2x.svg`,
  image_url_3x: `http://localhost:4000/assets/goodies/${identifier}@3x.svg`,
});

export const GOODIES: Coupon[] = [
  coupon('goody-key-ring-star', 'Porte-clés étoile', 50),
  coupon('goody-mug', 'Mug', 90),
  coupon('goody-tote-bag', 'Tote bag', 120),
  coupon('goody-tickets-final', 'Places pour la finale', 1200, 5),
  coupon('goody-cap', 'Casquette', 100, 0),
];

export const CATALOG: Catalog = { identifier: 'la-grande-boutique', name: 'La Grande Boutique', coupons: GOODIES };

export const cardSlot = (available: number, pending = 0, nextGoal: Coupon | null = null): CardSlot => ({
  loyalty_card: { identifier: 'card-7', data: { available_points: available, pending_points: pending } },
  next_goal: nextGoal,
});

export const OFFERS: Offer[] = [
  {
    identifier: 'spaghetti-500',
    name: 'Spaghetti 500 g',
    brand: 'Maison Farfalla',
    ean: '3760001230017',
    stars: 10,
    image_url: 'http://localhost:4000/assets/products/spaghetti-500.svg',
  },
  {
    identifier: 'tagliatelle-oeufs-400',
    name: 'Tagliatelle aux œufs 400 g',
    brand: 'Maison Farfalla',
    ean: '3760001230055',
    stars: 15,
    image_url: 'http://localhost:4000/assets/products/tagliatelle-oeufs-400.svg',
  },
];

/** A kit for page tests: a user the host authorized (id 7), every call a jest mock. */
export function fakeShopKit(overrides: Partial<FakeShopKit> = {}): FakeShopKit {
  const session = observable({
    user: {
      id: 7,
      email: 'camille@example.fr',
      title: null,
      first_name: 'Camille',
      last_name: 'Martin',
      phone: null,
      external_id: null,
      custom_fields: {},
    },
    accessToken: 'token-7',
  }) as unknown as SiteKit['session'];
  const never = () => new Promise<never>(() => undefined);
  return {
    session,
    getCardSlots: jest.fn(async () => [cardSlot(300)]),
    getReceipts: jest.fn(async () => []),
    getCatalog: jest.fn(async () => CATALOG),
    getPublicCatalog: jest.fn(async () => CATALOG),
    getOffers: jest.fn(async () => OFFERS),
    getUserInformations: jest.fn(async () => []),
    createUserInformation: jest.fn(never),
    orderGoody: jest.fn(never),
    selectCouponAsNextGoal: jest.fn(never),
    cancelCouponAsNextGoal: jest.fn(never),
    getBatchUploader: jest.fn(never),
    ...overrides,
  } as FakeShopKit;
}
