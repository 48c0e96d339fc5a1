import { ENVIRONMENTS, REGIONS, type Environment, type Region } from 'shared-kit/core';
import { kitErrors } from '../errors/kit-errors';
import { resolveBaseUrls } from '../lifecycle/base-urls';
import { LOG_LEVELS } from '../lifecycle/logger';
import type { AuthAnswer, ProviderPartner, ProviderUser } from '../types/provider-types';
import type { BaseUrls } from '../transport/api-client';
import { optionalObject, optionalString, requireObject, requireString } from '../validation/rules';
import type { KitContext } from './kit-context';

export interface KitConfiguration {
  region: Region;
  environment: Environment;
  /** /config.json → kit.baseUrls; development falls back to the sandbox. */
  baseUrls?: Partial<BaseUrls>;
}

export interface UserIdentifier {
  userExternalId: string;
  userEmail?: string;
  customFields?: Record<string, unknown>;
}

/** KIT-2 and KIT-3 (configure, authorizeUserWithIdentifier, authorizeUserWithToken). */
export function authorizationOperations(ctx: KitContext) {
  const { api, session } = ctx;

  return {
    async configure(configuration: KitConfiguration): Promise<void> {
      const options = requireObject('configuration', configuration);
      const region = requireString('region', options.region);
      const environment = requireString('environment', options.environment);
      if (!(REGIONS as readonly string[]).includes(region))
        throw kitErrors.invalidParameter('region', 'unknown', region);
      if (!(ENVIRONMENTS as readonly string[]).includes(environment)) {
        throw kitErrors.invalidParameter('environment', 'unknown', environment);
      }
      const configured = optionalObject('baseUrls', options.baseUrls) as Partial<BaseUrls> | undefined;
      const baseUrls = resolveBaseUrls(region as Region, environment as Environment, configured);
      if (typeof baseUrls === 'string') throw kitErrors.missing(baseUrls);
      ctx.logger.level = LOG_LEVELS[environment as Environment];
      session.configured(region as Region, environment as Environment, baseUrls);
      ctx.logger.debug(`configured for ${region}/${environment} → ${baseUrls.api}`);
    },

    async init(clientId: string): Promise<void> {
      if (session.state === 'not_configured') throw kitErrors.missing('configuration, call configure() before init()');
      session.initialized(requireString('clientId', clientId));
    },

    /** Authorizes the user owning `token` (the session's access token, AUTH-4). */
    async authorizeUserWithToken(token: string): Promise<ProviderUser> {
      const accessToken = requireString('token', token);
      const apiSession = session.requireApiSession();
      // The token is checked by reading the user's settings with it before it is adopted.
      const previous = apiSession.accessToken;
      session.setAccessToken(accessToken);
      try {
        const answer = await api.request<{ user: ProviderUser }>({
          method: 'GET',
          path: '/api/v2/users/settings',
          auth: 'user',
        });
        session.userAuthorized(answer.user, accessToken);
        return answer.user;
      } catch (error) {
        if (session.accessToken === accessToken) session.setAccessToken(previous);
        throw error;
      }
    },

    async authorizeUserWithIdentifier(identifier: UserIdentifier): Promise<ProviderUser> {
      const fields = requireObject('identifier', identifier);
      const externalId = requireString('userExternalId', fields.userExternalId);
      const email = optionalString('userEmail', fields.userEmail);
      const customFields = optionalObject('customFields', fields.customFields);
      const answer = await api.request<AuthAnswer>({
        method: 'POST',
        path: '/api/v2/users',
        auth: 'partner',
        params: { user: { email, external_id: externalId, custom_fields: customFields } },
      });
      session.userAuthorized(answer.user, answer.access_token);
      return answer.user;
    },

    /** ROLE-3: partner authorization; it reads the partner settings with the client id. */
    async authorizePartner(): Promise<ProviderPartner> {
      const answer = await api.request<{ partner: ProviderPartner }>({
        method: 'GET',
        path: '/api/v2/partners/settings',
        auth: 'partner',
      });
      session.partnerAuthorized(answer.partner);
      return answer.partner;
    },

    /** Drops the user authorization (logout); the kit stays initialized. */
    async unauthorizeUser(): Promise<void> {
      session.userUnauthorized();
    },
  };
}

export type AuthorizationOperations = ReturnType<typeof authorizationOperations>;
