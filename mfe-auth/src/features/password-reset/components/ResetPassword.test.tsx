import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS } from 'shared-kit';
import { deferred, fakeRuntime, renderPage } from 'shared-ui/testing';
import ResetPasswordPage from '../../../pages/ResetPasswordPage';

const path = ROUTE_PATHS['reset-password'];

/** The kit the page is given: its two reset calls are jest mocks, fresh per test. */
const askMock = jest.fn<Promise<unknown>, [string]>();
const resetMock = jest.fn<Promise<unknown>, [object]>();
const kit = { askToResetPassword: askMock, actuallyResetPassword: resetMock };

function renderReset(url: string) {
  return renderPage(<ResetPasswordPage />, url, path, fakeRuntime({ kit }));
}

const refusal = (message: string) =>
  new KitError({ code: 'invalid_token', debug_message: 'refused', user_message: message, status: 422 });

beforeEach(() => {
  askMock.mockReset();
  resetMock.mockReset();
});

describe('reset password, step 1 (ask by e-mail)', () => {
  it('validates the e-mail in French before asking', async () => {
    renderReset(path);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Merci de saisir votre adresse e-mail.',
    );
    expect(askMock).not.toHaveBeenCalled();
  });

  it('is disabled while sending, then confirms without telling whether the account exists', async () => {
    const answer = deferred<unknown>();
    askMock.mockReturnValue(answer.promise);
    renderReset(path);
    const typing = userEvent.setup();
    await typing.type(screen.getByLabelText('Adresse e-mail'), ' lea@example.fr ');
    await typing.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    expect(askMock).toHaveBeenCalledWith('lea@example.fr');
    await act(async () => answer.resolve({}));
    expect(screen.getByRole('status')).toHaveTextContent('Si un compte existe avec cette adresse');
  });

  it('shows the failure text and keeps the form', async () => {
    askMock.mockRejectedValue(refusal('Connexion impossible.'));
    renderReset(path);
    const typing = userEvent.setup();
    await typing.type(screen.getByLabelText('Adresse e-mail'), 'lea@example.fr');
    await typing.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connexion impossible.');
    expect(screen.getByRole('button', { name: 'Recevoir le lien' })).toBeEnabled();
  });
});

describe('reset password, step 2 (new password from the mailed token)', () => {
  const withToken = `${path}?token=tok-123`;

  async function submit(password: string, confirmation: string) {
    const typing = userEvent.setup();
    await typing.type(screen.getByLabelText('Nouveau mot de passe'), password);
    await typing.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), confirmation);
    await typing.click(screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));
  }

  it('enforces the rules and the confirmation', async () => {
    renderReset(withToken);
    await submit('pates2025', 'pates2026');
    expect(screen.getByLabelText('Confirmation du nouveau mot de passe')).toHaveAccessibleDescription(
      'Les deux mots de passe ne correspondent pas.',
    );
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('resets with the token, then invites to log in', async () => {
    const answer = deferred<unknown>();
    resetMock.mockReturnValue(answer.promise);
    renderReset(withToken);
    await submit('pates2025', 'pates2025');
    expect(screen.getByRole('button', { name: 'Enregistrement en cours…' })).toBeDisabled();
    expect(resetMock).toHaveBeenCalledWith({
      token: 'tok-123',
      newPassword: 'pates2025',
      newPasswordConfirmation: 'pates2025',
    });
    await act(async () => answer.resolve({}));
    expect(screen.getByRole('status')).toHaveTextContent('Votre mot de passe a bien été modifié.');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', ROUTE_PATHS['auth-login']);
  });

  it('shows an expired link error and offers a new link', async () => {
    resetMock.mockRejectedValue(refusal('Ce lien de réinitialisation a expiré.'));
    renderReset(withToken);
    await submit('pates2025', 'pates2025');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de réinitialisation a expiré.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', path);
  });
});
