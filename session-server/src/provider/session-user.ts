import type { SessionUser } from 'shared-kit/contracts';
import { ProviderError, type ProviderUser } from './provider-client';

/** AUTH-4: title, firstName, lastName, email, phone, tokens.accessToken. */
export function toSessionUser(user: ProviderUser | undefined, accessToken: string): SessionUser {
  if (!user || typeof user.email !== 'string') throw new ProviderError(502, 'malformed_answer', null);
  return {
    title: user.title ?? null,
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    email: user.email,
    phone: user.phone ?? null,
    tokens: { accessToken },
  };
}
