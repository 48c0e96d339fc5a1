import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Environment, Region } from '../../contracts/site-config';
import { kitErrors } from '../errors/kit-errors';
import type { ApiSession, BaseUrls } from '../transport/api-client';
import type { ProviderPartner, ProviderUser } from '../types/provider-types';

/**
 * KIT-2: configure (region and environment) → init with client id →
 * authorized (a user, or the partner) = ready. Losing a user authorization (logout, 401)
 * goes back to `initialized`, so the host knows to set it up again.
 */
export type KitState = 'not_configured' | 'configured' | 'initialized' | 'authorized';

export class KitStateMachine {
  state: KitState = 'not_configured';
  region: Region | null = null;
  environment: Environment | null = null;
  baseUrls: BaseUrls | null = null;
  clientId: string | null = null;
  accessToken: string | null = null;
  user: ProviderUser | null = null;
  partner: ProviderPartner | null = null;

  constructor() {
    makeObservable(this, {
      state: observable,
      region: observable,
      environment: observable,
      clientId: observable,
      accessToken: observable,
      baseUrls: observableRef,
      user: observableRef,
      partner: observableRef,
      configured: action,
      initialized: action,
      userAuthorized: action,
      partnerAuthorized: action,
      userUnauthorized: action,
      setAccessToken: action,
    });
  }

  get isReady(): boolean {
    return this.state === 'authorized';
  }

  get isUserAuthorized(): boolean {
    return this.accessToken !== null && this.user !== null;
  }

  configured(region: Region, environment: Environment, baseUrls: BaseUrls): void {
    this.region = region;
    this.environment = environment;
    this.baseUrls = baseUrls;
    // A new configuration points at another provider: nothing of the old session is valid there.
    this.clientId = null;
    this.accessToken = null;
    this.user = null;
    this.partner = null;
    this.state = 'configured';
  }

  initialized(clientId: string): void {
    this.clientId = clientId;
    this.accessToken = null;
    this.user = null;
    this.partner = null;
    this.state = 'initialized';
  }

  userAuthorized(user: ProviderUser, accessToken: string): void {
    this.user = user;
    this.accessToken = accessToken;
    this.state = 'authorized';
  }

  partnerAuthorized(partner: ProviderPartner): void {
    this.partner = partner;
    if (this.state === 'initialized') this.state = 'authorized';
  }

  /** Used while a token is being checked, before the user it belongs to is known. */
  setAccessToken(accessToken: string | null): void {
    this.accessToken = accessToken;
  }

  userUnauthorized(): void {
    this.user = null;
    this.accessToken = null;
    if (this.state === 'authorized' && !this.partner) this.state = 'initialized';
  }

  /** What every request needs; KIT-4: calls before init reject with NOT_INITIALIZED. */
  requireApiSession(): ApiSession {
    if (!this.baseUrls || !this.clientId) throw kitErrors.notInitialized();
    return { baseUrls: this.baseUrls, clientId: this.clientId, accessToken: this.accessToken };
  }

  requireUser(): ProviderUser {
    this.requireApiSession();
    if (!this.user || !this.accessToken) throw kitErrors.noUserAuthenticated();
    return this.user;
  }
}
