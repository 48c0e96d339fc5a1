import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTE_PATHS } from 'shared-kit';
import ResetPasswordPage from '../../../pages/ResetPasswordPage';
import { deferred, renderPage } from 'shared-ui/testing';
import { askPasswordReset, resetPassword, type ResetOutcome } from '../api/password-reset';

jest.mock('../api/password-reset', () => ({ askPasswordReset: jest.fn(), resetPassword: jest.fn() }));
const askMock = jest.mocked(askPasswordReset);
const resetMock = jest.mocked(resetPassword);

const path = ROUTE_PATHS['reset-password'];

beforeEach(() => {
  askMock.mockReset();
  resetMock.mockReset();
});

describe('reset password, step 1 (ask by e-mail)', () => {
  it('validates the e-mail in French before asking', async () => {
    renderPage(<ResetPasswordPage />, path, path);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Merci de saisir votre adresse e-mail.',
    );
    expect(askMock).not.toHaveBeenCalled();
  });

  it('is disabled while sending, then confirms without telling whether the account exists', async () => {
    const answer = deferred<ResetOutcome>();
    askMock.mockReturnValue(answer.promise);
    renderPage(<ResetPasswordPage />, path, path);
    const typing = userEvent.setup();
    await typing.type(screen.getByLabelText('Adresse e-mail'), ' lea@example.fr ');
    await typing.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    expect(askMock).toHaveBeenCalledWith('lea@example.fr');
    await act(async () => answer.resolve({ ok: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Si un compte existe avec cette adresse');
  });

  it('shows the failure text and keeps the form', async () => {
    askMock.mockResolvedValue({ ok: false, message: 'Connexion impossible.' });
    renderPage(<ResetPasswordPage />, path, path);
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
    renderPage(<ResetPasswordPage />, withToken, path);
    await submit('pates2025', 'pates2026');
    expect(screen.getByLabelText('Confirmation du nouveau mot de passe')).toHaveAccessibleDescription(
      'Les deux mots de passe ne correspondent pas.',
    );
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('resets with the token, then invites to log in', async () => {
    const answer = deferred<ResetOutcome>();
    resetMock.mockReturnValue(answer.promise);
    renderPage(<ResetPasswordPage />, withToken, path);
    await submit('pates2025', 'pates2025');
    expect(screen.getByRole('button', { name: 'Enregistrement en cours…' })).toBeDisabled();
    expect(resetMock).toHaveBeenCalledWith({
      token: 'tok-123',
      newPassword: 'pates2025',
      newPasswordConfirmation: 'pates2025',
    });
    await act(async () => answer.resolve({ ok: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Votre mot de passe a bien été modifié.');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', ROUTE_PATHS['auth-login']);
  });

  it('shows an expired link error and offers a new link', async () => {
    resetMock.mockResolvedValue({ ok: false, message: 'Ce lien de réinitialisation a expiré.' });
    renderPage(<ResetPasswordPage />, withToken, path);
    await submit('pates2025', 'pates2025');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de réinitialisation a expiré.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', path);
  });
});
