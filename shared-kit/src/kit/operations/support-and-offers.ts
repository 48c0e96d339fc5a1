import { KIT_VERSION } from '../version';
import type { Offer } from '../types/provider-types';
import { optionalString, requireObject, requireString } from '../validation/rules';
import type { KitContext } from './kit-context';

/** RECEIPT-5: title, text, receiptUuid. */
export interface SupportTicket {
  text: string;
  title?: string;
  receiptUuid?: string;
}

export function supportAndOfferOperations(ctx: KitContext) {
  const { api } = ctx;

  return {
    /** RECEIPT-5: createZendesk needs text; RECEIPT-5 sends it as a feedback with the kit version. */
    async createZendesk(ticket: SupportTicket): Promise<{ ticket: { id: number } }> {
      const fields = requireObject('ticket', ticket);
      return api.request({
        method: 'POST',
        path: '/api/fidmarques/v1/feedbacks',
        auth: 'user',
        params: {
          freetext: requireString('text', fields.text),
          title: optionalString('title', fields.title),
          version: KIT_VERSION,
          receipt_uuid: optionalString('receiptUuid', fields.receiptUuid),
        },
      });
    },

    /** The eligible products (provider contract "Timeline, offers, feedback"). */
    async getOffers(): Promise<Offer[]> {
      const answer = await api.request<{ offers: Offer[] }>({
        method: 'POST',
        path: '/api/kitv4/offers',
        auth: 'public',
      });
      return answer.offers;
    },

    async getOfferHistory(): Promise<Offer[]> {
      const answer = await api.request<{ offers: Offer[] }>({
        method: 'POST',
        path: '/api/kitv4/offer_history',
        auth: 'user',
      });
      return answer.offers;
    },
  };
}

export type SupportAndOfferOperations = ReturnType<typeof supportAndOfferOperations>;
