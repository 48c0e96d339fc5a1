import type { ServerVisitor } from 'shared-kit/contracts';

/** A logged-in visitor as the session server knows them: named `name`, token `token-<name>`, `purchases` mugs in the basket. */
export const serverVisitor = (name: string, purchases = 0): ServerVisitor => ({
  user: {
    title: null,
    firstName: name,
    lastName: 'M',
    email: `${name}@example.fr`,
    phone: null,
    tokens: { accessToken: `token-${name}` },
  },
  basket: { purchases: purchases > 0 ? [{ couponIdentifier: 'mug', quantity: purchases }] : [] },
});
