import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventBus, ROUTE_PATHS, SessionStore, UNKNOWN_ERROR_MESSAGE } from 'shared-kit';
import LoginPage from '../../../pages/LoginPage';
import { deferred, fakeRuntime, mockFetch, renderPage, type FakeAnswer } from 'shared-ui/testing';

const user = {
  title: null,
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: null,
  tokens: { accessToken: 'token-1' },
};

function renderLogin(search = '') {
  return renderPage(
    <LoginPage />,
    `${ROUTE_PATHS['auth-login']}${search}`,
    ROUTE_PATHS['auth-login'],
    fakeRuntime({ session }),
  );
}

async function fillAndSubmit(email = 'camille@example.fr', password = 'motdepasse1') {
  const typing = userEvent.setup();
  await typing.type(screen.getByLabelText('Adresse e-mail'), email);
  await typing.type(screen.getByLabelText('Mot de passe'), password);
  await typing.click(screen.getByRole('button', { name: 'Se connecter' }));
}

/** The page's session, the store itself on a fresh page (its requests answered by mockFetch). */
let session: SessionStore;
beforeEach(() => {
  session = new SessionStore({ bus: new EventBus() });
});

describe('LoginForm', () => {
  it('shows French field errors, marks the fields invalid and focuses the first one', async () => {
    const fetchMock = mockFetch();
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
    const email = screen.getByLabelText('Adresse e-mail');
    expect(screen.getByText('Merci de saisir votre adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Merci de saisir votre mot de passe.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Merci de saisir votre adresse e-mail.');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail address', async () => {
    mockFetch();
    renderLogin();
    await fillAndSubmit('camille@', 'motdepasse1');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Cette adresse e-mail n’est pas valide.',
    );
  });

  it('disables the submit and says it is loading while the server answers', async () => {
    const answer = deferred<FakeAnswer>();
    mockFetch(answer.promise);
    renderLogin();
    await fillAndSubmit();
    const button = screen.getByRole('button', { name: 'Connexion en cours…' });
    expect(button).toBeDisabled();
    await act(async () => answer.resolve({ status: 200, body: { user } }));
    expect((await screen.findByTestId('landed')).textContent).toBe(ROUTE_PATHS.profile);
  });

  it("shows the server's message for a wrong password and stays on the page", async () => {
    mockFetch({
      status: 400,
      body: { error: 'unknown_email_or_password', message: 'E-mail ou mot de passe incorrect.' },
    });
    renderLogin();
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-mail ou mot de passe incorrect.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('takes the wrong-password message away when the next attempt is refused for another reason', async () => {
    mockFetch({
      status: 400,
      body: { error: 'unknown_email_or_password', message: 'E-mail ou mot de passe incorrect.' },
    });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect.');
    await userEvent.clear(screen.getByLabelText('Mot de passe'));
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Merci de saisir votre mot de passe.');
    expect(screen.queryByText('E-mail ou mot de passe incorrect.')).not.toBeInTheDocument();
  });

  it('shows the generic message when the server fails', async () => {
    mockFetch({ status: 500, body: { error: 'internal', message: 'stack' } });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN_ERROR_MESSAGE);
  });

  it('sends the trimmed e-mail and goes to a local r after login', async () => {
    const fetchMock = mockFetch({ status: 200, body: { user } });
    renderLogin('?r=%2Fla-grande-boutique%2Fpanier');
    await fillAndSubmit('  camille@example.fr ', 'motdepasse1');
    expect((await screen.findByTestId('landed')).textContent).toBe('/la-grande-boutique/panier');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'camille@example.fr',
      password: 'motdepasse1',
    });
  });

  it('ignores a hostile r and goes to the profile', async () => {
    mockFetch({ status: 200, body: { user } });
    renderLogin('?r=%2F%2Fevil.com');
    await fillAndSubmit();
    expect((await screen.findByTestId('landed')).textContent).toBe(ROUTE_PATHS.profile);
  });

  it('carries a local r to the signup link and links to the password reset', () => {
    renderLogin('?r=%2Fle-jeu%2Fstar-academy');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      `${ROUTE_PATHS['auth-signup']}?r=%2Fle-jeu%2Fstar-academy`,
    );
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toHaveAttribute(
      'href',
      ROUTE_PATHS['reset-password'],
    );
  });
});
