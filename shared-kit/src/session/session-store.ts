import { action, actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { BasketPurchase, SessionUser } from '../bus/events';
import type { BusOrigin, EventBus } from '../bus/event-bus';
import { SESSION_API, type LoginBody, type SignupBody, type UpdateUserBody } from 'shared-kit/core';
import { readPurchases, readReturnedUser, readSessionState, sameUser } from './session-payload';
import { SessionRequestError, sessionRequest, type FetchLike, type SessionRequestKind } from './session-request';
import { KIT_USER_MESSAGES } from 'shared-kit/core';

/** AUTH-1: login, signup and update each have a loading flag, an error text and a success flag. */
export interface FormStatus {
  loading: boolean;
  error: string | null;
  success: boolean;
}

export type SessionForm = 'login' | 'signup' | 'update';

const IDLE: FormStatus = { loading: false, error: null, success: false };

export interface SessionStoreDeps {
  bus: EventBus;
  /** Read at call time, so a test (or a polyfill) replacing `fetch` later is still used. */
  fetch?: FetchLike;
}

/**
 * The client side of the own backend's session (AUTH-1, SESSION-1): the user, the
 * basket kept in the session, and the state of each auth form. One instance per page (see
 * session-singleton.ts); the host, the auth pages and the shop all read the same one.
 */
export class SessionStore {
  user: SessionUser | null = null;
  basket: { purchases: BasketPurchase[] } = { purchases: [] };
  /** True once the first GET /api/session answered (or failed): guards wait for it. */
  ready = false;
  loginStatus: FormStatus = { ...IDLE };
  signupStatus: FormStatus = { ...IDLE };
  updateStatus: FormStatus = { ...IDLE };

  private readonly bus: EventBus;
  private readonly fetchImpl: FetchLike;
  /** The re-read another tab's write asked for, and whether another write came while it ran. */
  private rereading: Promise<void> | null = null;
  private rereadAgain = false;

  constructor(deps: SessionStoreDeps) {
    this.bus = deps.bus;
    this.fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
    makeObservable<SessionStore, 'setUser' | 'setStatus'>(this, {
      user: observableRef,
      basket: observable,
      ready: observable,
      loginStatus: observable,
      signupStatus: observable,
      updateStatus: observable,
      isLoggedIn: computed,
      reset: actionBound,
      resetStatus: actionBound,
      setUser: action,
      setStatus: action,
    });
    // The session lives in the cookie every tab of this browser shares: another tab's login, logout, profile or basket
    // write changed it under this one, which reads it again (tab-relay.ts carries the news).
    this.bus.on('basket:changed', (_purchases, origin) => {
      if (origin === 'other-tab') void this.rereadForOtherTab();
    });
    // Its user already the one shown: nothing to read (and what this store says of its own reading is no news).
    this.bus.on('session:changed', ({ user }, origin) => {
      if (origin === 'other-tab' && !sameUser(user, this.user)) void this.rereadForOtherTab();
    });
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  /** GET /api/session: the site starts from this one request. */
  async load(): Promise<void> {
    try {
      const state = readSessionState(await this.call('session', SESSION_API.session.method, SESSION_API.session.path));
      runInAction(() => {
        this.basket = { purchases: state.purchases };
        this.setUser(state.user);
      });
      // The session server dropped this browser's session, ended from elsewhere: the page says so.
      if (state.ended && state.user === null) this.bus.emit('session:ended', {});
    } catch (error) {
      // The site must still start: logged out is the safe reading of an unreadable session.
      console.warn('[session] GET /api/session failed', error);
      runInAction(() => this.setUser(null));
    } finally {
      runInAction(() => {
        this.ready = true;
      });
    }
  }

  /**
   * GET /api/session again after another tab's write, one read at a time (a burst of writes costs two reads at most).
   * What changed is announced as the other tab's (origin `other-tab`), so the relay never sends it back. A failed read
   * keeps what the tab shows: unlike the first read, it says nothing about this tab's session.
   */
  private async rereadForOtherTab(): Promise<void> {
    if (this.rereading) {
      this.rereadAgain = true;
      return this.rereading;
    }
    this.rereading = (async () => {
      do {
        this.rereadAgain = false;
        try {
          const body = await this.call('session', SESSION_API.session.method, SESSION_API.session.path);
          const state = readSessionState(body);
          runInAction(() => {
            this.basket = { purchases: state.purchases };
            this.setUser(state.user, 'other-tab');
          });
        } catch (error) {
          console.warn('[session] GET /api/session after another tab’s change failed', error);
        }
      } while (this.rereadAgain);
    })().finally(() => {
      this.rereading = null;
    });
    return this.rereading;
  }

  /** Resolves true on success; the failure text is in `loginStatus.error`. */
  login(body: LoginBody): Promise<boolean> {
    return this.submitUserForm('login', SESSION_API.login.method, SESSION_API.login.path, body);
  }

  signup(body: SignupBody): Promise<boolean> {
    return this.submitUserForm('signup', SESSION_API.signup.method, SESSION_API.signup.path, body);
  }

  updateUser(body: UpdateUserBody): Promise<boolean> {
    return this.submitUserForm('update', SESSION_API.updateUser.method, SESSION_API.updateUser.path, body);
  }

  /**
   * DELETE /api/logout, then every client trace of the user goes (AUTH-3: on logout all stores
   * reset). A failed call still clears the client and rejects, so the host can show the critical
   * logout error and reload (SESSION-2).
   */
  async logout(): Promise<void> {
    try {
      await this.call('logout', SESSION_API.logout.method, SESSION_API.logout.path);
    } finally {
      this.reset();
    }
  }

  /**
   * POST /api/endOtherSessions, once the password changed: the user's other devices are logged out, this one stays
   * (its cookie is issued anew). Rejects when the site could not be told.
   */
  async endOtherSessions(): Promise<void> {
    await this.call('sessions', SESSION_API.endOtherSessions.method, SESSION_API.endOtherSessions.path, {});
  }

  /** PUT /api/updateBasketInSession; the local copy changes only once the session holds it. */
  async saveBasket(purchases: BasketPurchase[]): Promise<void> {
    const copy = readPurchases(purchases);
    await this.call('basket', SESSION_API.updateBasketInSession.method, SESSION_API.updateBasketInSession.path, {
      purchases: copy,
    });
    runInAction(() => {
      this.basket = { purchases: copy };
    });
  }

  /** Clears the client state (used on logout); `ready` stays true: the session is known, empty. */
  reset(): void {
    this.basket = { purchases: [] };
    this.loginStatus = { ...IDLE };
    this.signupStatus = { ...IDLE };
    this.updateStatus = { ...IDLE };
    this.setUser(null);
  }

  /** A form opened afresh must not show the error or success of an earlier visit. */
  resetStatus(form: SessionForm): void {
    this.setStatus(form, { ...IDLE });
  }

  private async submitUserForm(form: SessionForm, method: string, path: string, body: object): Promise<boolean> {
    this.setStatus(form, { loading: true, error: null, success: false });
    try {
      const user = readReturnedUser(await this.call(form, method, path, body));
      runInAction(() => {
        this.setUser(user);
        this.setStatus(form, { loading: false, error: null, success: true });
      });
      return true;
    } catch (error) {
      const message = error instanceof SessionRequestError ? error.message : KIT_USER_MESSAGES.unknown;
      this.setStatus(form, { loading: false, error: message, success: false });
      return false;
    }
  }

  private async call(kind: SessionRequestKind, method: string, path: string, body?: unknown): Promise<unknown> {
    try {
      return await sessionRequest(this.fetchImpl, kind, method, path, body);
    } catch (error) {
      // A 401 from our own backend means the session cookie is no longer valid: the host logs
      // out with the toast (SESSION-2). Login and signup answer 400, not 401.
      if (error instanceof SessionRequestError && error.status === 401 && kind !== 'logout' && kind !== 'session') {
        this.bus.emit('session:unauthorized', { reason: `session-server answered 401 to ${path}` });
      }
      throw error;
    }
  }

  private setUser(next: SessionUser | null, origin: BusOrigin = 'this-tab'): void {
    if (sameUser(this.user, next)) return;
    this.user = next;
    this.bus.emit('session:changed', { user: next }, origin);
  }

  private setStatus(form: SessionForm, status: FormStatus): void {
    if (form === 'login') this.loginStatus = status;
    else if (form === 'signup') this.signupStatus = status;
    else this.updateStatus = status;
  }
}
