import { theOnlyCatalog } from '../../contracts/catalog';
import { kitErrors } from '../errors/kit-errors';
import type { CardSlot, Catalog, EarnedCoupon, LoyaltyCard, Order } from '../types/provider-types';
import type { KitContext } from './kit-context';

/** SHOP-CARD-1, SHOP-CATALOG-1: one card slot, exactly one catalog. */
/** SHOP-CATALOG-1: exactly one catalog is expected; anything else is an error, not a guess. */
function onlyCatalog(catalogs: Catalog[]): Catalog {
  const catalog = theOnlyCatalog(catalogs);
  if (!catalog) throw kitErrors.other(`expected exactly one catalog, got ${catalogs.length}`, catalogs.length);
  return catalog;
}

export function cardAndCatalogOperations(ctx: KitContext) {
  const { api } = ctx;

  async function getCardSlots(): Promise<CardSlot[]> {
    const answer = await api.request<{ card_slots: CardSlot[] }>({
      method: 'GET',
      path: '/api/fidmarquesv3/card_slots',
      auth: 'user',
    });
    return answer.card_slots;
  }

  /** The loyalty card of the single card slot (SHOP-CARD-1). */
  async function getCard(): Promise<LoyaltyCard> {
    const slots = await getCardSlots();
    const [slot] = slots;
    if (slots.length !== 1 || !slot)
      throw kitErrors.other(`expected exactly one card slot, got ${slots.length}`, slots.length);
    return slot.loyalty_card;
  }

  return {
    getCardSlots,
    getCard,

    /** SHOP-CARD-1: the star balance is `data.available_points` of the single slot's loyalty card. */
    async getStarBalance(): Promise<number> {
      return (await getCard()).data.available_points;
    },

    /** SHOP-CATALOG-1: "Exactly one catalog is expected"; anything else is an error, not a guess. */
    async getCatalog(): Promise<Catalog> {
      const answer = await api.request<{ catalogs: Catalog[] }>({
        method: 'GET',
        path: '/api/fidmarquesv3/shopv3',
        auth: 'user',
      });
      return onlyCatalog(answer.catalogs);
    },

    /**
     * The catalogue without a user (the logged-out shop view, GUARD-3): a partner call
     * with the client id (provider-sandbox/CONTRACT.md). Same one-catalog rule as getCatalog.
     */
    async getPublicCatalog(): Promise<Catalog> {
      const answer = await api.request<{ catalogs: Catalog[] }>({
        method: 'GET',
        path: '/api/fidmarquesv3/public_catalog',
        auth: 'partner',
      });
      return onlyCatalog(answer.catalogs);
    },

    async getCardCatalog(): Promise<Catalog[]> {
      const answer = await api.request<{ catalogs: Catalog[] }>({
        method: 'POST',
        path: '/api/fidmarquesv3/card_catalog',
        auth: 'user',
      });
      return answer.catalogs;
    },

    async getEarnedCoupons(): Promise<EarnedCoupon[]> {
      const answer = await api.request<{ earned_coupons: EarnedCoupon[] }>({
        method: 'GET',
        path: '/api/fidmarquesv3/earned_coupons',
        auth: 'user',
      });
      return answer.earned_coupons;
    },

    /** Newest first (provider contract). */
    async getAllOrders(): Promise<Order[]> {
      const answer = await api.request<{ orders: Order[] }>({
        method: 'GET',
        path: '/api/kitv4/all_orders',
        auth: 'user',
      });
      return answer.orders;
    },
  };
}

export type CardAndCatalogOperations = ReturnType<typeof cardAndCatalogOperations>;
