import { isTitle } from 'shared-kit/core';
import type { Title, UserInformationFields } from 'shared-kit';
import { packageTexts } from 'shared-ui/i18n';

/** The provider's titles (USER-INFO-2) in words, as the civility lists and the addresses say them (namespace `address`). */
const FR = { titles: { Mr: 'Monsieur', Mme: 'Madame', 'N/A': 'Non précisé' } } as const;

export const ADDRESS_FR = packageTexts('address', FR);

/** A title in words, read when asked (the language may have changed since this module loaded). */
export function titleWords(title: Title): string {
  return ADDRESS_FR.titles[title];
}

const words = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/**
 * An address as text, the lines of an envelope: who (civility, first and last name), the street's two lines, the
 * postal code with the city; blank lines left out. The one way the site writes a saved or ordered address: a card
 * puts a line break between the lines, a list or a choice a comma.
 */
export function addressLines(address: UserInformationFields): string[] {
  return [
    words(isTitle(address.title) ? titleWords(address.title) : null, address.first_name, address.last_name),
    words(address.address_1),
    words(address.address_2),
    words(address.postal_code, address.city),
  ].filter(Boolean);
}
