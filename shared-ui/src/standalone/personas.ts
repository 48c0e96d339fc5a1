import { SESSION_API, type EventBus, type SessionUser, type SignupBody, type SiteKit } from 'shared-kit/core';
import type { SessionStore } from 'shared-kit';
import type { QaSession } from './qa-session';
import type { SandboxControls } from './sandbox-controls';

/**
 * The QA shell's personas: each is a real user made on demand through the own backend
 * (sign-up, so the session cookie is real) and the sandbox's controls, never a fake kit.
 */
export const PERSONAS = {
  anonymous: 'Visiteur anonyme',
  'new-user': 'Nouvel utilisateur',
  'stars-1000': 'Utilisateur avec 1 000 étoiles',
  receipts: "Preuves d'achat en attente et refusées",
  orders: 'Utilisateur avec des commandes',
  winner: 'Gagnant à la participation incomplète',
} as const;

export type PersonaId = keyof typeof PERSONAS;

export interface PersonaDeps {
  session: Pick<SessionStore, 'isLoggedIn' | 'logout' | 'load'>;
  /** The page's kit (its runtime's): each call waits for the lifecycle's owner, the one writer of its authorization. */
  kit: Pick<SiteKit, 'getCatalog' | 'orderGoody' | 'burnUniqCode'>;
  bus: EventBus;
  controls: SandboxControls;
  /** The kit's owner: in step with the session, or acting for the persona being made. */
  qaSession: Pick<QaSession, 'ready' | 'actFor'>;
  /** A unique suffix for the persona's e-mail (tests pass a fixed one). */
  unique?: () => string;
  /** POST /api/signup of the own backend (the session cookie is set); tests pass a double. */
  signUp?: (body: SignupBody) => Promise<SessionUser>;
}

/** The own backend's sign-up, as the auth remote's form calls it, without touching the page's session store yet. */
export async function signUpThroughOwnBackend(body: SignupBody): Promise<SessionUser> {
  const response = await fetch(SESSION_API.signup.path, {
    method: SESSION_API.signup.method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as { message?: string; tokens?: { accessToken?: unknown } };
  if (!response.ok) throw new Error(payload.message ?? `L'inscription du persona a échoué (${response.status}).`);
  if (typeof payload.tokens?.accessToken !== 'string')
    throw new Error("La réponse de l'inscription ne contient pas de jeton.");
  return payload as SessionUser;
}

/** What QA may need to know about the persona just made (its password logs it in again). */
export interface PersonaResult {
  email: string | null;
  password: string | null;
  note: string;
}

export const PERSONA_PASSWORD = 'Qa-motdepasse-1';

const SHIPPING = {
  title: 'Mme' as const,
  first_name: 'Camille',
  last_name: 'Recette',
  address_1: '12 rue des Pâtes',
  postal_code: '69002',
  city: 'Lyon',
  phone_number: '0600000000',
};

/**
 * The persona's data is made before the page hears of the new user: the session cookie is set by
 * the sign-up, the kit's owner has it act for the user, and only once everything exists does the session store
 * re-read the session (session:changed), so the page's first reads see it as a new visit would.
 */
async function signUpFresh(deps: PersonaDeps): Promise<string> {
  const unique = deps.unique?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `qa.${unique}@example.fr`;
  if (deps.session.isLoggedIn) await deps.session.logout();
  await deps.qaSession.ready();
  const signUp = deps.signUp ?? signUpThroughOwnBackend;
  const user = await signUp({
    email,
    password: PERSONA_PASSWORD,
    firstName: 'Camille',
    lastName: 'Recette',
    termsAccepted: true,
    adult: true,
  });
  await deps.qaSession.actFor(user);
  return email;
}

async function showToPage(deps: PersonaDeps): Promise<void> {
  await deps.session.load();
  // The session holds the persona now: the owner follows it again.
  await deps.qaSession.actFor(null);
}

function starsChanged(bus: EventBus): void {
  bus.emit('card:refresh', {});
  bus.emit('catalog:refresh', {});
}

export async function applyPersona(id: PersonaId, deps: PersonaDeps): Promise<PersonaResult> {
  if (id === 'anonymous') {
    if (deps.session.isLoggedIn) await deps.session.logout();
    await deps.qaSession.ready();
    return { email: null, password: null, note: 'Déconnecté.' };
  }
  const email = await signUpFresh(deps);
  const note = await makePersonaData(id, email, deps);
  await showToPage(deps);
  return { email, password: PERSONA_PASSWORD, note };
}

async function makePersonaData(id: Exclude<PersonaId, 'anonymous'>, email: string, deps: PersonaDeps): Promise<string> {
  const result = (note: string) => note;
  switch (id) {
    case 'new-user':
      return result('Compte neuf, 0 étoile.');
    case 'stars-1000':
      await deps.controls.setStars(email, 1000);
      starsChanged(deps.bus);
      return result('1 000 étoiles.');
    case 'receipts':
      await deps.controls.addReceipts(email, ['pending', 'pending', 'rejected']);
      starsChanged(deps.bus);
      return result('2 preuves en attente, 1 refusée.');
    case 'orders': {
      await deps.controls.setStars(email, 1000);
      const catalog = await deps.kit.getCatalog();
      const goodies = catalog.coupons
        .filter((coupon) => coupon.stock !== 0 && coupon.value <= 400)
        .sort((a, b) => a.value - b.value)
        .slice(0, 2);
      if (goodies.length === 0) throw new Error('Aucun cadeau commandable dans le catalogue du bac à sable.');
      const orders = [];
      for (const goody of goodies)
        orders.push(
          (await deps.kit.orderGoody({ identifier: goody.identifier }, { ...SHIPPING, external_email: email })).order,
        );
      if (orders[0]) await deps.controls.setOrderStatus(orders[0].id, 'shipped');
      starsChanged(deps.bus);
      return result(`${orders.length} commande(s), la première expédiée.`);
    }
    case 'winner': {
      const { code } = await deps.controls.mintCode('win');
      await deps.kit.burnUniqCode(code);
      return result(`Code gagnant ${code} joué ; coordonnées et preuve d'achat pas encore liées.`);
    }
  }
}
