import type { AuthAnswer, NeededFields, ProviderUser } from '../types/provider-types';
import { optionalString, requireObject, requireString } from '../validation/rules';
import type { KitContext } from './kit-context';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupFields extends Credentials {
  activationCode?: string;
  firstName?: string;
  lastName?: string;
}

export interface PasswordResetFields {
  token: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

export interface PasswordChangeFields {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** AUTH-7 (login, signup, password reset, changePassword) and AUTH-7 (their provider paths). */
export function accountOperations(ctx: KitContext) {
  const { api, session } = ctx;

  return {
    /** Logs in with the provider and authorizes the kit session with the answer's token. */
    async login(credentials: Credentials): Promise<AuthAnswer> {
      const fields = requireObject('credentials', credentials);
      const email = requireString('email', fields.email);
      const password = requireString('password', fields.password);
      const answer = await api.request<AuthAnswer>({
        method: 'POST',
        path: '/api/fidmarques/v1/sdk/login',
        auth: 'partner',
        params: { email, password },
      });
      session.userAuthorized(answer.user, answer.access_token);
      return answer;
    },

    async signup(signupFields: SignupFields): Promise<AuthAnswer> {
      const fields = requireObject('signupFields', signupFields);
      const email = requireString('email', fields.email);
      const password = requireString('password', fields.password);
      const activationCode = optionalString('activationCode', fields.activationCode);
      const firstName = optionalString('firstName', fields.firstName);
      const lastName = optionalString('lastName', fields.lastName);
      const answer = await api.request<AuthAnswer>({
        method: 'POST',
        path: '/api/fidmarques/v1/sdk/signup',
        auth: 'partner',
        params: { email, password, activation_code: activationCode, first_name: firstName, last_name: lastName },
      });
      session.userAuthorized(answer.user, answer.access_token);
      return answer;
    },

    /**
     * Revokes the kit's token at the provider (a logout: that token only, the user's other sessions stay), then drops
     * the user authorization.
     */
    async revokeToken(): Promise<{ revoked: boolean }> {
      const answer = await api.request<{ revoked: boolean }>({
        method: 'POST',
        path: '/api/v3/users/logout',
        auth: 'user',
        params: {},
      });
      session.userUnauthorized();
      return answer;
    },

    /** The provider answers the same whether the account exists or not (no enumeration). */
    async askToResetPassword(email: string): Promise<{ sent: boolean }> {
      return api.request({
        method: 'POST',
        path: '/api/v3/users/ask_to_reset_password',
        auth: 'partner',
        params: { email: requireString('email', email) },
      });
    },

    /**
     * The reset e-mail through POST /api/v3/users/reset_password (AUTH-7), the path kit 1.4.8 used for the request:
     * same parameters and answer as askToResetPassword.
     */
    async resetPassword(email: string): Promise<{ sent: boolean }> {
      return api.request({
        method: 'POST',
        path: '/api/v3/users/reset_password',
        auth: 'partner',
        params: { email: requireString('email', email) },
      });
    },

    async actuallyResetPassword(resetFields: PasswordResetFields): Promise<AuthAnswer> {
      const fields = requireObject('resetFields', resetFields);
      return api.request({
        method: 'POST',
        path: '/api/v3/users/actually_reset_password',
        auth: 'partner',
        params: {
          token: requireString('token', fields.token),
          new_password: requireString('newPassword', fields.newPassword),
          new_password_confirmation: requireString('newPasswordConfirmation', fields.newPasswordConfirmation),
        },
      });
    },

    async changePassword(changeFields: PasswordChangeFields): Promise<{ changed: boolean }> {
      const fields = requireObject('changeFields', changeFields);
      return api.request({
        method: 'POST',
        path: '/api/v3/users/change_password',
        auth: 'user',
        params: {
          old_password: requireString('oldPassword', fields.oldPassword),
          new_password: requireString('newPassword', fields.newPassword),
          new_password_confirmation: requireString('newPasswordConfirmation', fields.newPasswordConfirmation),
        },
      });
    },

    /**
     * A partner call, but one that reveals whether an e-mail has an account: the provider answers it only to the
     * partner's servers (their secret, never in a page), so from a browser it fails FORBIDDEN. Kept for the kit's
     * surface (KIT-3); the site never asks it.
     */
    async findUserWithEmail(email: string): Promise<{ exists: boolean }> {
      return api.request({
        method: 'GET',
        path: '/api/fidmarques/v1/sdk/find_user_with_email',
        auth: 'partner',
        params: { email: requireString('email', email) },
      });
    },

    async getPartnerSettings(): Promise<{ partner: { client_id: string; name: string; region: string } }> {
      return api.request({ method: 'GET', path: '/api/v2/partners/settings', auth: 'partner' });
    },

    async getUserSettings(): Promise<{ user: ProviderUser }> {
      return api.request({ method: 'GET', path: '/api/v2/users/settings', auth: 'user' });
    },

    /** AUTH-4 (the kit side) user fields; the answer replaces the kit's copy of the user. */
    async updateUserSettings(settings: Record<string, unknown>): Promise<{ user: ProviderUser }> {
      const params = requireObject('settings', settings);
      const answer = await api.request<{ user: ProviderUser }>({
        method: 'PUT',
        path: '/api/v2/users/settings',
        auth: 'user',
        params,
      });
      if (session.accessToken) session.userAuthorized(answer.user, session.accessToken);
      return answer;
    },

    /** Contexts the provider knows: order_goody, game_participation, profile. */
    async getNeededFieldsForContext(context: string): Promise<NeededFields> {
      return api.request({
        method: 'POST',
        path: '/api/fidmarquesv3/user/needed_fields_for_context',
        auth: 'user',
        params: { context: requireString('context', context) },
      });
    },
  };
}

export type AccountOperations = ReturnType<typeof accountOperations>;
