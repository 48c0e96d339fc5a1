import useSWR from 'swr';
import type { EventBus, Offer, UserInformation } from 'shared-kit';
// Through the package name (use-user-data.ts says why): the context is the host's.
import { pageRead, useLoaded } from 'shared-ui';
import { useUserData, type AuthorizedSession } from './use-user-data';

/** What the offers reader needs of a remote's kit. */
export interface OffersKit {
  getOffers(): Promise<Offer[]>;
}

/** Where the offers are kept: public, the same for everyone, so one key for every page of every remote. */
export const OFFERS_KEY = ['provider', 'offers'] as const;

/**
 * The eligible products (the provider's public offers): the shell's « Produits éligibles », the shop's declare page
 * and the account's receipts (their product names) read this one entry, one request per visit whichever asks first.
 */
export function useOffers(kit: OffersKit) {
  return useSWR<Offer[]>(OFFERS_KEY, () => kit.getOffers(), { shouldRetryOnError: false, revalidateOnFocus: false });
}

/** What the saved-addresses reader needs of a remote's kit. */
export interface SavedAddressesKit extends AuthorizedSession {
  getUserInformations(): Promise<UserInformation[]>;
}

/** The user's saved addresses, read by the loader of « Mes adresses » and by `useSavedAddresses`. */
export const savedAddressesRead = pageRead('user-informations', (kit: Pick<SavedAddressesKit, 'getUserInformations'>) =>
  kit.getUserInformations(),
);

/**
 * The user's saved addresses (provider user_informations) as the provider orders them: « Mes adresses », the
 * order form and the game's participation read one entry per user, so an address saved in one is in the others'
 * list at their next look (SWR revalidates the entry when a page mounts). A write announces `addresses:changed`, which
 * reads the entry again, in this tab and in the visitor's others.
 */
export function useSavedAddresses(kit: SavedAddressesKit, bus: EventBus) {
  // What the page's loader read: the list starts from it (in the HTML, while hydrating, after a navigation).
  const loaded = useLoaded(savedAddressesRead);
  return useUserData(
    { scope: 'provider', kit, bus },
    savedAddressesRead.name,
    (reader) => savedAddressesRead.read(reader),
    ['addresses:changed'],
    {
      revalidateOnFocus: false,
      fallbackData: loaded,
    },
  );
}
