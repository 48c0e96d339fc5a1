import { WRITES_COOKIE } from '../../contracts/server-render';

let writes = 0;

/**
 * After a write to the provider, a new value of the writes cookie (contracts `WRITES_COOKIE`): the visitor's next
 * page is read afresh by the session server, whichever instance answers it. Outside a browser, nothing.
 */
export function markWrite(): void {
  if (typeof document === 'undefined') return;
  writes += 1;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${WRITES_COOKIE}=${Date.now().toString(36)}.${writes}; Path=/; SameSite=Lax${secure}`;
}
