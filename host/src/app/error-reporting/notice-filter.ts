/**
 * REPORT-1: keys containing password or secret are masked; the provider access token never
 * leaves the page (it rides in URLs as `access_token=` and in the session user as accessToken).
 */
export const MASKED_KEYS: RegExp[] = [/password/i, /secret/i, /access_?token/i, /^token$/i];

/**
 * `access_token=…`, `token=…` (the password-reset link of the mail: whoever holds it sets the
 * password), `password=…`, `client_secret=…` in a URL or any text.
 */
const SECRET_IN_URL = /((?:[\w-]*token|[\w-]*(?:password|secret)[\w-]*)=)[^&#\s"']+/gi;

export function maskAccessTokens<T>(value: T): T {
  if (typeof value === 'string') return value.replace(SECRET_IN_URL, '$1[Filtered]') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => maskAccessTokens(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        MASKED_KEYS.some((pattern) => pattern.test(key)) ? '[Filtered]' : maskAccessTokens(item),
      ]),
    ) as T;
  }
  return value;
}
