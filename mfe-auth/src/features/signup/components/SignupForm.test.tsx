import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventBus, ROUTE_PATHS, SessionStore, UNKNOWN_ERROR_MESSAGE } from 'shared-kit';
import SignupPage from '../../../pages/SignupPage';
import {
  backToFrench,
  deferred,
  fakeRuntime,
  mockFetch,
  renderPage,
  speakSecondLanguage,
  type FakeAnswer,
} from 'shared-ui/testing';

const newUser = {
  title: null,
  firstName: 'Léa',
  lastName: 'Durand',
  email: 'lea@example.fr',
  phone: null,
  tokens: { accessToken: 'token-2' },
};

function renderSignup(search = '') {
  return renderPage(
    <SignupPage />,
    `${ROUTE_PATHS['auth-signup']}${search}`,
    ROUTE_PATHS['auth-signup'],
    fakeRuntime({ session }),
  );
}

async function fill(overrides: Partial<Record<string, string>> = {}, { accept = true } = {}) {
  const values = {
    Prénom: 'Léa',
    Nom: 'Durand',
    'Adresse e-mail': 'lea@example.fr',
    'Mot de passe': 'pates2025',
    'Confirmation du mot de passe': 'pates2025',
    ...overrides,
  };
  const typing = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) await typing.type(screen.getByLabelText(label), value);
  }
  if (accept) {
    await typing.click(
      screen.getByLabelText('J’ai lu les Mentions légales et j’accepte les Conditions de la Boutique.'),
    );
    await typing.click(screen.getByLabelText('Je certifie avoir 18 ans ou plus.'));
  }
  await typing.click(screen.getByRole('button', { name: 'Créer mon compte' }));
}

// Many keystrokes per test: generous on a shared machine (a test cut short would leave its typing to the next).
jest.setTimeout(30_000);

/** The page's session, the store itself on a fresh page (its requests answered by mockFetch). */
let session: SessionStore;
beforeEach(() => {
  session = new SessionStore({ bus: new EventBus() });
});

describe('SignupForm', () => {
  it('lists every missing field in French and focuses the first one', async () => {
    const fetchMock = mockFetch();
    renderSignup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Merci de saisir votre prénom.');
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Merci de saisir votre nom.');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Merci de saisir votre adresse e-mail.',
    );
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription(
      'Merci de confirmer le mot de passe.',
    );
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the password rules and refuses a password that breaks them', async () => {
    mockFetch();
    renderSignup();
    expect(screen.getByText('au moins 8 caractères')).toBeInTheDocument();
    await fill({ 'Mot de passe': 'courtes', 'Confirmation du mot de passe': 'courtes' });
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/Le mot de passe ne respecte pas les règles ci-dessous\./);
    expect(password).toHaveAccessibleDescription(/au moins un chiffre \(non respecté\)/);
    expect(password).toHaveAccessibleDescription(/au moins une lettre \(respecté\)/);
  });

  it('says it all again in a language chosen after the first render: labels, the rule, the messages', async () => {
    mockFetch();
    renderSignup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Merci de saisir votre prénom.');
    try {
      await speakSecondLanguage();
      expect(screen.getByRole('button', { name: 'Créer mon compte (en)' })).toBeInTheDocument();
      expect(screen.getByLabelText('Prénom (en)')).toHaveAccessibleDescription('Merci de saisir votre prénom. (en)');
      expect(screen.getByText('au moins 8 caractères (en)')).toBeInTheDocument();
      expect(screen.queryByText('au moins 8 caractères')).not.toBeInTheDocument();
    } finally {
      await backToFrench();
    }
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Merci de saisir votre prénom.');
  });

  it('refuses a confirmation that differs', async () => {
    mockFetch();
    renderSignup();
    await fill({ 'Confirmation du mot de passe': 'pates2026' });
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription(
      'Les deux mots de passe ne correspondent pas.',
    );
  });

  it('needs the terms accepted and majority confirmed before any request', async () => {
    const fetchMock = mockFetch();
    renderSignup();
    await fill({}, { accept: false });
    expect(
      screen.getByLabelText('J’ai lu les Mentions légales et j’accepte les Conditions de la Boutique.'),
    ).toHaveAccessibleDescription(
      'Merci de confirmer avoir lu les Mentions légales et accepté les Conditions de la Boutique pour créer votre compte.',
    );
    expect(screen.getByLabelText('Je certifie avoir 18 ans ou plus.')).toHaveAccessibleDescription(
      /^Le site est réservé aux personnes majeures\s: merci de confirmer que vous avez 18 ans ou plus\.$/,
    );
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      ROUTE_PATHS['legal-notices'],
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names in its consent box every page it links to, and only pages the site has', () => {
    renderSignup();
    const consent = screen.getByRole('checkbox', { name: /^J’ai lu/ });
    const linked = [
      screen.getByRole('link', { name: 'Mentions légales' }),
      screen.getByRole('link', { name: 'Conditions de la Boutique' }),
    ];
    expect(linked.map((link) => link.getAttribute('href'))).toEqual([
      ROUTE_PATHS['legal-notices'],
      ROUTE_PATHS['shop-conditions'],
    ]);
    for (const link of linked) expect(consent).toHaveAccessibleName(expect.stringContaining(link.textContent ?? '-'));
    expect(consent).not.toHaveAccessibleName(/conditions d.utilisation/);
  });

  it('disables the submit while loading, then goes to a local r once signed up', async () => {
    const answer = deferred<FakeAnswer>();
    const fetchMock = mockFetch(answer.promise);
    renderSignup('?r=%2Fle-jeu%2Fstar-academy');
    await fill();
    expect(screen.getByRole('button', { name: 'Création du compte en cours…' })).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Léa',
      lastName: 'Durand',
      email: 'lea@example.fr',
      password: 'pates2025',
      termsAccepted: true,
      adult: true,
    });
    await act(async () => answer.resolve({ status: 201, body: { user: newUser } }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/le-jeu/star-academy');
    expect(session.user?.email).toBe('lea@example.fr');
  });

  it('goes to the profile when there is no r', async () => {
    mockFetch({ status: 201, body: { user: newUser } });
    renderSignup();
    await fill();
    expect((await screen.findByTestId('landed')).textContent).toBe(ROUTE_PATHS.profile);
  });

  it("shows the server's message when the account already exists", async () => {
    mockFetch({
      status: 400,
      body: { error: 'account_already_exists', message: 'Un compte existe déjà avec cette adresse e-mail.' },
    });
    renderSignup();
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Un compte existe déjà avec cette adresse e-mail.');
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  });

  it('shows the generic message for any other failure', async () => {
    mockFetch({ status: 400, body: { error: 'invalid_parameter', message: 'password too_short' } });
    renderSignup();
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN_ERROR_MESSAGE);
  });

  it('lets the user see the passwords', async () => {
    renderSignup();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByLabelText('Afficher les mots de passe'));
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAttribute('type', 'text');
  });
});
