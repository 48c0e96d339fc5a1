import type { Environment, LegalIdentity } from 'shared-kit/contracts';

type Env = Record<string, string | undefined>;

/**
 * The one place where the publisher and the host of the site are filled in: the « Mentions légales » page shows
 * exactly these. Each field is read from its LEGAL_* variable; development, test and the sandbox fall back to the
 * placeholder company below, while staging, prod-uat and production refuse to start without the real ones (a legal
 * page must never show a placeholder to the public).
 */
const FIELDS = {
  publisher: {
    name: ['LEGAL_PUBLISHER_NAME', 'Les Pâtes de la Grande Boutique SAS'],
    address: ['LEGAL_PUBLISHER_ADDRESS', '12 rue des Coquillettes, 69000 Lyon'],
    registration: ['LEGAL_PUBLISHER_REGISTRATION', 'RCS Lyon 000 000 000 (société de démonstration)'],
    director: ['LEGAL_PUBLICATION_DIRECTOR', 'la direction de la communication de la marque'],
    email: ['LEGAL_PUBLISHER_EMAIL', 'contact@la-grande-boutique.example'],
  },
  host: {
    name: ['LEGAL_HOST_NAME', 'Hébergeur de démonstration'],
    address: ['LEGAL_HOST_ADDRESS', '1 avenue du Nuage, 75000 Paris'],
    phone: ['LEGAL_HOST_PHONE', '01 00 00 00 00'],
  },
} as const;

const NEEDS_REAL_VALUES: readonly Environment[] = ['staging', 'prod-uat', 'production'];

export function readLegalIdentity(env: Env, environment: Environment): LegalIdentity {
  const missing: string[] = [];
  const read = ([name, placeholder]: readonly [string, string]): string => {
    const value = env[name]?.trim();
    if (value) return value;
    if (NEEDS_REAL_VALUES.includes(environment)) missing.push(name);
    return placeholder;
  };
  const identity: LegalIdentity = {
    publisher: {
      name: read(FIELDS.publisher.name),
      address: read(FIELDS.publisher.address),
      registration: read(FIELDS.publisher.registration),
      director: read(FIELDS.publisher.director),
      email: read(FIELDS.publisher.email),
    },
    host: {
      name: read(FIELDS.host.name),
      address: read(FIELDS.host.address),
      phone: read(FIELDS.host.phone),
    },
  };
  if (missing.length > 0) throw new Error(`${missing.join(', ')} required in ${environment} (legal notices)`);
  return identity;
}
