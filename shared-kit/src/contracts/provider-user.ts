/**
 * The provider's user object (provider-sandbox/CONTRACT.md, GET /api/v2/users/settings): one type for the kit, which
 * hands it back as it comes, and for session-server, which turns it into the session's user at login and signup.
 */
export type Title = 'Mr' | 'Mme' | 'N/A';

/** The titles the provider knows, in the order the forms offer them: the one list of the site. */
export const TITLES: readonly Title[] = ['Mr', 'Mme', 'N/A'];

export function isTitle(value: unknown): value is Title {
  return TITLES.includes(value as Title);
}

export interface ProviderUser {
  id: number;
  email: string;
  title: Title | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  external_id: string | null;
  custom_fields: Record<string, unknown>;
}
