import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { SESSION_API } from 'shared-kit/contracts';
import { containersOf } from '../../../scripts/docker/compose-stack';

/** The site through nginx, as browsers reach it. */
export const SITE = 'http://localhost:3000';
/** A replica reached at its own address is still asked for the site's (it answers 301 to any other host). */
const AS_SITE = { Host: 'localhost:3000' };

/**
 * A browser's same-origin JSON call from `address`: the replicas trust the compose network's proxies (TRUST_PROXY),
 * and this test runs on the host, behind the network's gateway, so it may say who the client is.
 */
export const fromSite = (address: string) => ({
  ...AS_SITE,
  Origin: SITE,
  'Sec-Fetch-Site': 'same-origin',
  'Content-Type': 'application/json',
  'X-Forwarded-For': address,
});

/** Each running replica's own base URL (the compose network's address, reachable from the host). */
export function replicaBases(): string[] {
  return containersOf('site')
    .filter((replica) => replica.running && replica.address)
    .map((replica) => `http://${replica.address}:3000`);
}

/** Cookie-less requests: each call carries exactly the cookie it is given. */
export const newApi = (): Promise<APIRequestContext> =>
  playwrightRequest.newContext({ storageState: { cookies: [], origins: [] }, maxRedirects: 0 });

export const PASSWORD = 'Pates-Docker-2026!';

export async function signUpAccount(api: APIRequestContext, label: string, address: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.fr`;
  const answer = await api.post(`${SITE}${SESSION_API.signup.path}`, {
    headers: fromSite(address),
    data: { email, password: PASSWORD, firstName: 'Camille', lastName: 'Conteneur', termsAccepted: true, adult: true },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return email;
}

export function cookieOf(answer: { headersArray(): Array<{ name: string; value: string }> }): string {
  return answer
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
}

export async function logIn(
  api: APIRequestContext,
  base: string,
  email: string,
  address: string,
  password = PASSWORD,
): Promise<{ status: number; cookie: string }> {
  const answer = await api.post(`${base}${SESSION_API.login.path}`, {
    headers: fromSite(address),
    data: { email, password },
  });
  return { status: answer.status(), cookie: cookieOf(answer) };
}

export async function logOut(api: APIRequestContext, base: string, cookie: string, address: string): Promise<void> {
  const answer = await api.delete(`${base}${SESSION_API.logout.path}`, {
    headers: { ...fromSite(address), Cookie: cookie },
  });
  expect(answer.status()).toBeLessThan(300);
}

/** Who the replica at `base` says the cookie belongs to (null: anonymous). */
export async function sessionEmail(api: APIRequestContext, base: string, cookie: string): Promise<string | null> {
  const answer = await api.get(`${base}${SESSION_API.session.path}`, { headers: { ...AS_SITE, Cookie: cookie } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { user: { email?: string } | null };
  return body.user?.email ?? null;
}

/** The status the replica at `base` answers a page with, for the visitor of `cookie` (anonymous without one). */
export async function pageStatus(api: APIRequestContext, base: string, path: string, cookie?: string): Promise<number> {
  const answer = await api.get(`${base}${path}`, { headers: { ...AS_SITE, ...(cookie ? { Cookie: cookie } : {}) } });
  return answer.status();
}
