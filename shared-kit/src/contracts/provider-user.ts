/**
 * The provider's user object (provider-sandbox/CONTRACT.md, GET /api/v2/users/settings): one type for the kit, which
 * hands it back as it comes, and for session-server, which turns it into the session's user at login and signup.
 */
export type Title = 'Mr' | 'Mme' | 'N/A';

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
