import { KitError, UNKNOWN_ERROR_MESSAGE } from 'shared-kit';
import { AUTH_FR } from '../../../messages/fr';
import { askPasswordReset, resetPassword } from './password-reset';

function fakeKit(overrides: { ask?: jest.Mock; reset?: jest.Mock } = {}) {
  return {
    askToResetPassword: overrides.ask ?? jest.fn().mockResolvedValue({ sent: true }),
    actuallyResetPassword: overrides.reset ?? jest.fn().mockResolvedValue({ user: {}, access_token: 't' }),
  };
}

describe('password reset through the kit', () => {
  it('asks the kit to send the mail', async () => {
    const target = fakeKit();
    await expect(askPasswordReset('lea@example.fr', target)).resolves.toEqual({ ok: true });
    expect(target.askToResetPassword).toHaveBeenCalledWith('lea@example.fr');
  });

  it('passes the token and both passwords to the actual reset', async () => {
    const target = fakeKit();
    const fields = { token: 'abc', newPassword: 'pates2025', newPasswordConfirmation: 'pates2025' };
    await expect(resetPassword(fields, target)).resolves.toEqual({ ok: true });
    expect(target.actuallyResetPassword).toHaveBeenCalledWith(fields);
  });

  it("shows the provider's French user_message", async () => {
    const reset = jest.fn().mockRejectedValue(
      new KitError({
        code: 'invalid_token',
        status: 400,
        debug_message: 'expired',
        user_message: 'Ce lien a expiré.',
      }),
    );
    const outcome = await resetPassword(
      { token: 'x', newPassword: 'a', newPasswordConfirmation: 'a' },
      fakeKit({ reset }),
    );
    expect(outcome).toEqual({ ok: false, message: 'Ce lien a expiré.' });
  });

  it('falls back to the generic message for an unexplained failure', async () => {
    const ask = jest.fn().mockRejectedValue(new Error('socket hang up'));
    await expect(askPasswordReset('lea@example.fr', fakeKit({ ask }))).resolves.toEqual({
      ok: false,
      message: UNKNOWN_ERROR_MESSAGE,
    });
  });

  it('says the feature is unavailable when the kit lacks the operations, without calling anything', async () => {
    await expect(askPasswordReset('lea@example.fr', {})).resolves.toEqual({
      ok: false,
      message: AUTH_FR.reset.unavailable,
    });
  });
});
