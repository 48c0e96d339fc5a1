import { EventBus } from '../../bus/event-bus';
import { authorizedKit, recordingTransport } from '../testing/fake-transport';
import { DEFAULT_DEADLINES, deadlineFor } from './api-client';
import { TransportGaveUpError, TransportTimeoutError } from './transport';

/** KIT-4 status → code mapping, KIT-6. */
describe('kit transport', () => {
  it.each([
    [401, { code: 'unauthorized' }, 'UNAUTHORIZED'],
    [403, { code: 'forbidden', user_message: 'Accès refusé.' }, 'FORBIDDEN'],
    [500, { code: 'server_error' }, 'SERVER_ERROR'],
    [502, null, 'SERVER_ERROR'],
    [503, { code: 'not_buyable' }, 'SERVER_ERROR'],
    [400, { code: 'not_buyable', user_message: 'Ce cadeau ne peut pas être commandé.' }, 'not_buyable'],
    [400, { code: 'not_enough_points', user_message: "Vous n'avez pas assez d'étoiles." }, 'not_enough_points'],
    [400, { code: 'account_already_exists', user_message: 'Un compte existe déjà.' }, 'account_already_exists'],
    [400, { code: 'unknown_email' }, 'unknown_email'],
    [400, { code: 'wrong_password' }, 'wrong_password'],
    [400, { code: 'not_cancelable' }, 'not_cancelable'],
    [400, { code: 'receipt_not_replaceable' }, 'receipt_not_replaceable'],
    [400, { code: 'missing_payment_information' }, 'missing_payment_information'],
    [400, { code: 'empty_pot' }, 'empty_pot'],
    [400, { code: 'legacy_partner' }, 'legacy_partner'],
    [400, { code: 'already_burned', user_message: 'Code déjà utilisé' }, 'already_burned'],
    [409, { code: 'locked' }, 'locked'],
    [409, { code: 'batch_is_already_sent' }, 'BATCH_IS_ALREADY_SENT'],
    [409, { code: 'batch_is_being_sent' }, 'BATCH_IS_BEING_SENT'],
    [404, { code: 'not_found' }, 'not_found'],
    [418, 'teapot', 'OTHER'],
  ])('status %i with %j → %s', async (status, body, code) => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    transport.answerWith(() => ({ status, body }));
    const failure = await kit.buyCoupon({ identifier: 'g1' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'KitError', code, status });
    expect(transport.requests).toHaveLength(1);
  });

  it('keeps the provider’s French user_message and the invalid_* details', async () => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    transport.answerWith(() => ({
      status: 400,
      body: {
        code: 'invalid_parameter',
        user_message: 'Mot de passe trop court.',
        invalid_parameter: 'password',
        invalid_reason: 'too_short',
        invalid_misc: { min: 8 },
      },
    }));
    await expect(
      kit.changePassword({ oldPassword: 'o', newPassword: 'n', newPasswordConfirmation: 'n' }),
    ).rejects.toMatchObject({
      code: 'invalid_parameter',
      user_message: 'Mot de passe trop court.',
      invalid_parameter: 'password',
      invalid_reason: 'too_short',
      invalid_misc: { min: 8 },
    });
  });

  it('retries a connection failure twice, then rejects with CONNECTION_FAILED', async () => {
    const transport = recordingTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    const kit = await authorizedKit(transport);
    transport.answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(kit.getCatalog()).rejects.toMatchObject({
      code: 'CONNECTION_FAILED',
      user_message: expect.stringContaining('Connexion impossible'),
    });
    expect(transport.requests).toHaveLength(3);
  });

  it('succeeds when the connection comes back on the second retry', async () => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    let attempts = 0;
    transport.answerWith(() => {
      attempts += 1;
      return attempts < 3 ? Promise.reject(new TypeError('offline')) : { status: 200, body: { pot: 3 } };
    });
    await expect(kit.getPot()).resolves.toEqual({ pot: 3 });
    expect(attempts).toBe(3);
  });

  it.each([401, 403, 500, 503, 400])('does not retry an answered request (status %i)', async (status) => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    transport.answerWith(() => ({ status, body: { code: 'x' } }));
    await expect(kit.getPot()).rejects.toBeDefined();
    expect(transport.requests).toHaveLength(1);
  });

  it('sends the token as the access_token parameter on every method, never on partner calls', async () => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    await kit.getPot();
    await kit.archiveMessages();
    await kit.updateUserInformation(1, { city: 'Lyon' });
    await kit.askToResetPassword('a@b.fr');
    const [get, post, put, partner] = transport.requests.map((request) => new URL(request.url).searchParams);
    expect([get?.get('access_token'), post?.get('access_token'), put?.get('access_token')]).toEqual([
      'token-42',
      'token-42',
      'token-42',
    ]);
    expect(partner?.has('access_token')).toBe(false);
  });

  it('emits session:unauthorized once per 401 on a user call, not on a partner call', async () => {
    const bus = new EventBus();
    const listener = jest.fn();
    bus.on('session:unauthorized', listener);
    const transport = recordingTransport();
    const kit = await authorizedKit(transport, bus);
    transport.answerWith(() => ({ status: 401, body: {} }));
    await kit.findUserWithEmail('a@b.fr').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    await kit.getPot().catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toEqual({ reason: expect.stringContaining('401') });
  });

  it('gives every call a deadline: reads 10 s, writes 15 s, uploads 20 s and more with their size', async () => {
    expect(deadlineFor({ method: 'GET' }, DEFAULT_DEADLINES)).toBe(10_000);
    expect(deadlineFor({ method: 'POST' }, DEFAULT_DEADLINES)).toBe(15_000);
    const photo = new FormData();
    photo.set('files', new Blob([new Uint8Array(1_000_000)]), 'ticket.jpg');
    // 1 MB at a weak 3G uplink's 50 kB/s: 20 s more.
    expect(deadlineFor({ method: 'POST', form: photo }, DEFAULT_DEADLINES)).toBe(40_000);

    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    await kit.getPot();
    await kit.archiveMessages();
    expect(transport.requests.map((request) => request.timeoutMs)).toEqual([10_000, 15_000]);
  });

  it('a read left unanswered is asked again and can succeed', async () => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    let attempts = 0;
    transport.answerWith(() => {
      attempts += 1;
      return attempts < 2 ? Promise.reject(new TransportTimeoutError('slow')) : { status: 200, body: { pot: 1 } };
    });
    await expect(kit.getPot()).resolves.toEqual({ pot: 1 });
    expect(attempts).toBe(2);
  });

  it('a write left unanswered is never sent again: TIMEOUT, with what to do', async () => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    transport.answerWith(() => Promise.reject(new TransportTimeoutError('slow')));
    await expect(kit.burnUniqCode('ABCD1234')).rejects.toMatchObject({
      name: 'KitError',
      code: 'TIMEOUT',
      user_message:
        'Le service met trop de temps à répondre. Vérifiez votre connexion puis réessayez\u00a0: ce que vous avez saisi est conservé.',
    });
    expect(transport.requests).toHaveLength(1);
  });

  it.each([
    [false, 'CONNECTION_FAILED'],
    [true, 'TIMEOUT'],
  ])(
    'a transport that retried by itself and gave up is not retried again (reached: %s → %s)',
    async (mayHaveReached, code) => {
      const transport = recordingTransport();
      const kit = await authorizedKit(transport);
      transport.answerWith(() => Promise.reject(new TransportGaveUpError('gave up', mayHaveReached)));
      await expect(kit.updateUserSettings({ first_name: 'Cam' })).rejects.toMatchObject({ name: 'KitError', code });
      expect(transport.requests).toHaveLength(1);
    },
  );

  it('tells the bus when the provider stops answering and when it answers again, once per change', async () => {
    const bus = new EventBus();
    const changes: boolean[] = [];
    bus.on('connection:changed', ({ reachable }) => changes.push(reachable));
    const transport = recordingTransport();
    const kit = await authorizedKit(transport, bus);
    transport.answerWith(() => Promise.reject(new TypeError('offline')));
    await kit.getPot().catch(() => undefined);
    await kit.getPot().catch(() => undefined);
    expect(changes).toEqual([false]);
    // An answer, even a refusal, means the provider is reachable again.
    transport.answerWith(() => ({ status: 400, body: { code: 'x' } }));
    await kit.getPot().catch(() => undefined);
    await kit.getPot().catch(() => undefined);
    expect(changes).toEqual([false, true]);
  });
});
