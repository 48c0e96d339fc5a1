/** @jest-environment node */
import { CLIENT_ID } from 'provider-sandbox/testing';
import { EventBus } from '../../bus/event-bus';
import { PASSWORD, startContractSandbox } from './sandbox-harness';

/** Partner, signup/login, passwords (through the sandbox mailbox), user settings, 401 handling. */
const provider = startContractSandbox();

interface Mail {
  to_email: string;
  body: string;
  reset_token: string | null;
}

async function resetTokenFor(email: string): Promise<string> {
  const { mails } = await provider.control<{ mails: Mail[] }>('GET', `/mailbox?to=${encodeURIComponent(email)}`);
  const token = mails[0]?.reset_token;
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

describe('kit ↔ sandbox: partner and auth', () => {
  it('authorizes the partner and finds a user by e-mail', async () => {
    const kit = await provider.kit();
    await expect(kit.getPartnerSettings()).resolves.toEqual({
      partner: { client_id: CLIENT_ID, name: 'La Grande Boutique', region: 'fr' },
    });
    await expect(kit.authorizePartner()).resolves.toMatchObject({ client_id: CLIENT_ID });
    expect(kit.state).toBe('authorized');
    // Whether an e-mail has an account is told to the partner's servers only (its secret), never to a page holding
    // the public client id: from the kit, the answer is FORBIDDEN whatever the e-mail.
    const { email } = await provider.signedUpKit();
    for (const asked of [email, `absent-${email}`]) {
      await expect(kit.findUserWithEmail(asked)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    }
  });

  it('an unknown client id is FORBIDDEN', async () => {
    const kit = await provider.kit();
    await kit.init('client-inconnu');
    await expect(kit.getPartnerSettings()).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('signs up, logs in, and answers the provider codes with their French messages', async () => {
    const { kit, email } = await provider.signedUpKit();
    expect(kit.state).toBe('authorized');
    expect(kit.user).toMatchObject({ email, first_name: 'Camille' });
    const other = await provider.kit();
    await expect(other.signup({ email, password: PASSWORD })).rejects.toMatchObject({
      code: 'account_already_exists',
      status: 400,
      user_message: 'Un compte existe déjà avec cette adresse e-mail.',
    });
    await expect(other.login({ email, password: 'mauvais-mot' })).rejects.toMatchObject({
      code: 'wrong_password',
      user_message: 'Le mot de passe est incorrect.',
    });
    await expect(other.login({ email: `inconnu-${email}`, password: PASSWORD })).rejects.toMatchObject({
      code: 'unknown_email',
      user_message: 'Aucun compte n’est associé à cette adresse e-mail.',
    });
    await expect(other.signup({ email: `court-${email}`, password: 'court' })).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'password',
      invalid_reason: 'too_short',
    });
    const answer = await other.login({ email, password: PASSWORD });
    expect(answer).toMatchObject({ user: { email }, access_token: expect.any(String), expires_at: expect.any(String) });
    expect(other.isUserAuthorized).toBe(true);
  });

  it('authorizes with an external identifier (partner user creation)', async () => {
    const kit = await provider.kit();
    const externalId = `ext-${Date.now()}`;
    const user = await kit.authorizeUserWithIdentifier({
      userExternalId: externalId,
      customFields: { magasin: 'Lyon' },
    });
    expect(user).toMatchObject({ external_id: externalId, custom_fields: { magasin: 'Lyon' } });
    await expect(kit.getUserSettings()).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('resets a forgotten password through the mailed token', async () => {
    const { kit, email } = await provider.signedUpKit();
    const visitor = await provider.kit();
    await expect(visitor.askToResetPassword(email)).resolves.toEqual({ sent: true });
    await expect(visitor.askToResetPassword(`personne-${email}`)).resolves.toEqual({ sent: true });
    // The v3 reset_password path asks for the same mail (the last token mailed is the one that counts).
    await expect(visitor.resetPassword(email)).resolves.toEqual({ sent: true });
    await expect(visitor.resetPassword('')).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_reason: 'blank',
    });
    const token = await resetTokenFor(email);

    await expect(
      visitor.actuallyResetPassword({ token, newPassword: 'nouveau-secret', newPasswordConfirmation: 'autre-secret' }),
    ).rejects.toMatchObject({
      code: 'password_mismatch',
    });
    const reset = await visitor.actuallyResetPassword({
      token,
      newPassword: 'nouveau-secret',
      newPasswordConfirmation: 'nouveau-secret',
    });
    expect(reset).toMatchObject({ user: { email }, access_token: expect.any(String) });
    await expect(
      visitor.actuallyResetPassword({ token, newPassword: 'encore-un', newPasswordConfirmation: 'encore-un' }),
    ).rejects.toMatchObject({ code: 'invalid_token' });

    await expect(visitor.login({ email, password: PASSWORD })).rejects.toMatchObject({ code: 'wrong_password' });
    await expect(visitor.login({ email, password: 'nouveau-secret' })).resolves.toMatchObject({ user: { email } });
    // The reset revoked the older tokens: the first kit's user is logged out.
    await expect(kit.getUserSettings()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(kit.isUserAuthorized).toBe(false);
  });

  it('changes the password of the authorized user', async () => {
    const { kit, email } = await provider.signedUpKit();
    await expect(
      kit.changePassword({
        oldPassword: 'faux-mot-de-passe',
        newPassword: 'nouveau-1',
        newPasswordConfirmation: 'nouveau-1',
      }),
    ).rejects.toMatchObject({
      code: 'wrong_password',
    });
    await expect(
      kit.changePassword({ oldPassword: PASSWORD, newPassword: 'nouveau-1', newPasswordConfirmation: 'nouveau-2' }),
    ).rejects.toMatchObject({
      code: 'password_mismatch',
    });
    await expect(
      kit.changePassword({ oldPassword: PASSWORD, newPassword: 'nouveau-1', newPasswordConfirmation: 'nouveau-1' }),
    ).resolves.toEqual({ changed: true });
    await expect((await provider.kit()).login({ email, password: 'nouveau-1' })).resolves.toMatchObject({
      user: { email },
    });
  });
});

describe('kit ↔ sandbox: user settings and needed fields', () => {
  it('authorizes with a token, reads and updates the settings', async () => {
    const { kit: first } = await provider.signedUpKit();
    const kit = await provider.kit();
    await expect(kit.authorizeUserWithToken(first.session.accessToken ?? '')).resolves.toMatchObject({
      id: first.user?.id,
    });
    const updated = await kit.updateUserSettings({ title: 'Mme', last_name: 'Durand', phone: '0611223344' });
    expect(updated.user).toMatchObject({ title: 'Mme', last_name: 'Durand', phone: '0611223344' });
    expect(kit.user).toMatchObject({ last_name: 'Durand' });
    await expect(kit.updateUserSettings({ title: 'Dr' })).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'title',
    });
    await expect(kit.getUserSettings()).resolves.toMatchObject({ user: { last_name: 'Durand' } });
  });

  it('reads the fields needed for a context', async () => {
    const { kit } = await provider.signedUpKit();
    const order = await kit.getNeededFieldsForContext('order_goody');
    expect(order.context).toBe('order_goody');
    expect(order.fields).toEqual(
      expect.arrayContaining([
        { name: 'city', required: true },
        { name: 'address_2', required: false },
      ]),
    );
    await expect(kit.getNeededFieldsForContext('profile')).resolves.toMatchObject({
      fields: expect.arrayContaining([{ name: 'first_name', required: true }]),
    });
    await expect(kit.getNeededFieldsForContext('inconnu')).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'context',
      invalid_reason: 'not_allowed',
    });
  });
});

describe('kit ↔ sandbox: an access token the provider refuses', () => {
  it('→ UNAUTHORIZED, session:unauthorized on the bus, and the kit back to initialized', async () => {
    const bus = new EventBus();
    const unauthorized = jest.fn();
    bus.on('session:unauthorized', unauthorized);
    const kit = await provider.kit(bus);
    await expect(kit.authorizeUserWithToken('jeton-inconnu')).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
      user_message: 'Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.',
    });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(kit.state).toBe('initialized');
  });

  it('a token revoked while in use ends the session on the next user call', async () => {
    const bus = new EventBus();
    const unauthorized = jest.fn();
    bus.on('session:unauthorized', unauthorized);
    const { kit, email } = await provider.signedUpKit(bus);
    await expect(kit.getCard()).resolves.toMatchObject({ data: { available_points: 0 } });
    const visitor = await provider.kit();
    await visitor.askToResetPassword(email);
    await visitor.actuallyResetPassword({
      token: await resetTokenFor(email),
      newPassword: 'nouveau-secret',
      newPasswordConfirmation: 'nouveau-secret',
    });

    await expect(kit.getCard()).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(unauthorized).toHaveBeenCalledWith({ reason: expect.stringContaining('card_slots') }, 'this-tab');
    expect(kit.state).toBe('initialized');
    await expect(kit.getCard()).rejects.toMatchObject({ code: 'NO_USER_AUTHENTICATED' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});
