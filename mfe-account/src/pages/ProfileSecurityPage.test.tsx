import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS } from 'shared-kit';
import { deferred, fakeSession } from 'shared-ui/testing';
import { fakeKit } from '../testing/fake-kit';
import { renderAccountPage } from '../testing/render-account-page';
import { SESSION_USER } from '../testing/session';
import ProfileSecurityPage from './ProfileSecurityPage';

const URL = ROUTE_PATHS['profile-security'];

async function fill(oldPassword: string, newPassword: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Mot de passe actuel'), oldPassword);
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), newPassword);
  await userEvent.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
}

// Many keystrokes per test: generous on a shared machine (a test cut short would leave its typing to the next).
jest.setTimeout(30_000);

describe('Connexion et sécurité', () => {
  it('applies the signup password rules and the confirmation before any request', async () => {
    const kit = fakeKit();
    renderAccountPage(<ProfileSecurityPage />, { kit, url: URL });
    expect(screen.getByText('au moins 8 caractères')).toBeInTheDocument();
    await fill('ancien-mdp1', 'court', 'autre');
    expect(await screen.findByText('Le mot de passe ne respecte pas les règles ci-dessous.')).toBeInTheDocument();
    expect(screen.getByText('Les deux mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(kit.changePassword).not.toHaveBeenCalled();
  });

  it('shows both new fields with the « afficher » switch', async () => {
    renderAccountPage(<ProfileSecurityPage />, { kit: fakeKit(), url: URL });
    await userEvent.click(screen.getByLabelText('Afficher les mots de passe'));
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirmation du nouveau mot de passe')).toHaveAttribute('type', 'text');
  });

  it('changes the password through the kit, ends the other sessions on the site, says so and empties the form', async () => {
    const session = fakeSession({ user: SESSION_USER });
    const answer = deferred<{ changed: boolean }>();
    const changePassword = jest.fn(
      (_fields: { oldPassword: string; newPassword: string; newPasswordConfirmation: string }) => answer.promise,
    );
    renderAccountPage(<ProfileSecurityPage />, { kit: fakeKit({ changePassword }), url: URL, session });
    await fill('ancien-mdp1', 'nouveau-mdp2', 'nouveau-mdp2');
    expect(screen.getByRole('button', { name: 'Enregistrement en cours…' })).toBeDisabled();
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'ancien-mdp1',
      newPassword: 'nouveau-mdp2',
      newPasswordConfirmation: 'nouveau-mdp2',
    });
    expect(session.endOtherSessions).not.toHaveBeenCalled();
    answer.resolve({ changed: true });
    expect(await screen.findByTestId('change-password-success')).toHaveTextContent(
      'Votre mot de passe a bien été modifié.',
    );
    expect(session.endOtherSessions).toHaveBeenCalledTimes(1);
    expect(session.user).toEqual(SESSION_USER);
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });

  it('says the password changed even when the site could not end the other sessions (their tokens are dead)', async () => {
    const session = fakeSession({ user: SESSION_USER });
    session.endOtherSessions.mockRejectedValue(new Error('502'));
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAccountPage(<ProfileSecurityPage />, {
      kit: fakeKit({ changePassword: jest.fn().mockResolvedValue({ changed: true }) }),
      url: URL,
      session,
    });
    await fill('ancien-mdp1', 'nouveau-mdp2', 'nouveau-mdp2');
    expect(await screen.findByTestId('change-password-success')).toBeInTheDocument();
    expect(session.endOtherSessions).toHaveBeenCalledTimes(1);
    expect(warned).toHaveBeenCalledWith(
      '[account] the other sessions could not be ended on the site',
      expect.anything(),
    );
    warned.mockRestore();
  });

  it('says which field a wrong current password is: « Mot de passe actuel », marked and described, focused; the rest kept', async () => {
    const refusal = new KitError({
      code: 'wrong_password',
      debug_message: '400',
      user_message: 'Le mot de passe est incorrect.',
      status: 400,
    });
    renderAccountPage(<ProfileSecurityPage />, {
      kit: fakeKit({ changePassword: jest.fn().mockRejectedValue(refusal) }),
      url: URL,
    });
    await fill('pas-le-bon1', 'nouveau-mdp2', 'nouveau-mdp2');
    const current = screen.getByLabelText('Mot de passe actuel');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(screen.queryByTestId('change-password-error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('nouveau-mdp2');
    // Typed again, the field is no longer marked before the next try.
    await userEvent.type(current, 'x');
    expect(current).toHaveAttribute('aria-invalid', 'false');
  });

  it('says what to do when the provider cannot be reached, and the generic message for a 5xx', async () => {
    const failure = new KitError({
      code: 'CONNECTION_FAILED',
      debug_message: 'no answer',
      user_message: 'Connexion impossible. Vérifiez votre connexion internet puis réessayez.',
    });
    renderAccountPage(<ProfileSecurityPage />, {
      kit: fakeKit({ changePassword: jest.fn().mockRejectedValue(failure) }),
      url: URL,
    });
    await fill('ancien-mdp1', 'nouveau-mdp2', 'nouveau-mdp2');
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent(
      'Connexion impossible. Vérifiez votre connexion internet puis réessayez.',
    );
  });

  it('never shows what a 5xx says: the generic message instead', async () => {
    const failure = new KitError({
      code: 'SERVER_ERROR',
      status: 502,
      debug_message: 'bad gateway',
      user_message: 'x',
    });
    renderAccountPage(<ProfileSecurityPage />, {
      kit: fakeKit({ changePassword: jest.fn().mockRejectedValue(failure) }),
      url: URL,
    });
    await fill('ancien-mdp1', 'nouveau-mdp2', 'nouveau-mdp2');
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent(/^Une erreur inconnue est survenue/);
  });
});
