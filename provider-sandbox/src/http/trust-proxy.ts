import express from 'express';

/** express's `trust proxy` as it takes it: all or nothing, a number of hops, or addresses, ranges and names. */
export type TrustProxy = boolean | number | string[];

/**
 * Reads `SANDBOX_TRUST_PROXY` into express's `trust proxy`, as the session server reads its TRUST_PROXY (each
 * deployable has its own copy, session-server/src/config/trust-proxy.ts): `true` or `false`, a number of hops (`1`), or
 * a comma-separated list of addresses, ranges (`10.0.0.0/8`) and proxy-addr's names (`loopback`, `linklocal`,
 * `uniquelocal`). express takes a string as a list of addresses, so `false` was read as an address (« invalid IP
 * address: false ») and `1` as the address 0.0.0.1: each is turned into its value here, and a list is tried by express
 * itself, so anything it would refuse stops the start with the variable's name.
 */
export function readTrustProxy(raw: string | undefined, name: string, fallback = 'loopback'): TrustProxy {
  const text = raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  if (/^true$/i.test(text)) return true;
  if (/^false$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  try {
    if (entries.some((entry) => entry === '')) throw new Error('an empty entry');
    express().set('trust proxy', entries);
  } catch (error) {
    throw new Error(
      `${name} must be true, false, a number of hops or a comma-separated list of addresses, ranges (10.0.0.0/8) and ` +
        `names (loopback, linklocal, uniquelocal) (got "${raw}": ${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return entries;
}
