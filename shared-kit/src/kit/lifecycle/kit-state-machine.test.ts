import { reaction } from 'mobx';
import { EventBus } from '../../bus/event-bus';
import { Kit } from '../kit';
import {
  authorizedKit,
  recordingTransport,
  searchParams,
  silentLog,
  TEST_BASE_URLS,
  TEST_USER,
} from '../testing/fake-transport';
import { LOG_LEVELS } from './logger';

function newKit(transport = recordingTransport()) {
  return new Kit({ transport: transport.transport, logSink: silentLog, retryDelaysMs: [0, 0] });
}

describe('kit state machine (KIT-2, KIT-4)', () => {
  it('goes not_configured → configured → initialized → authorized, observably', async () => {
    const transport = recordingTransport(() => ({ status: 200, body: { user: TEST_USER } }));
    const kit = newKit(transport);
    const seen: string[] = [kit.state];
    const stop = reaction(
      () => kit.session.state,
      (state) => seen.push(state),
    );
    await kit.configure({ region: 'fr', environment: 'test', baseUrls: TEST_BASE_URLS });
    await kit.init('client-test');
    await expect(kit.authorizeUserWithToken('token-42')).resolves.toEqual(TEST_USER);
    stop();
    expect(seen).toEqual(['not_configured', 'configured', 'initialized', 'authorized']);
    expect(kit.isReady).toBe(true);
    expect(kit.user).toEqual(TEST_USER);
    expect(transport.requests[0]?.url).toBe('http://provider.test/api/v2/users/settings?access_token=token-42');
  });

  it.each([
    [{ region: '', environment: 'test' }, 'region', 'blank'],
    [{ region: 3, environment: 'test' }, 'region', 'wrong_type'],
    [{ environment: 'test' }, 'region', 'blank'],
    [{ region: 'fr', environment: '  ' }, 'environment', 'blank'],
    [{ region: 'fr', environment: true }, 'environment', 'wrong_type'],
    [{ region: 'de', environment: 'test' }, 'region', 'unknown'],
    [{ region: 'fr', environment: 'preprod' }, 'environment', 'unknown'],
  ])('configure(%j) rejects %s as %s', async (configuration, parameter, reason) => {
    const kit = newKit();
    // @ts-expect-error the wrong shapes are the point of this test
    await expect(kit.configure(configuration)).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: parameter,
      invalid_reason: reason,
    });
    expect(kit.state).toBe('not_configured');
  });

  it('uses the sandbox as the development default and needs configured URLs elsewhere', async () => {
    const transport = recordingTransport(() => ({
      status: 200,
      body: { partner: { client_id: 'c', name: 'n', region: 'fr' } },
    }));
    const kit = newKit(transport);
    await kit.configure({ region: 'us', environment: 'development' });
    await kit.init('client-dev');
    await kit.authorizePartner();
    expect(transport.requests[0]?.url).toBe('http://localhost:4000/api/v2/partners/settings?client_id=client-dev');
    expect(kit.state).toBe('authorized');

    await expect(kit.configure({ region: 'fr', environment: 'production' })).rejects.toMatchObject({
      code: 'OTHER',
      debug_message: 'missing baseUrls.api for region fr and environment production',
    });
  });

  it('sets the log level of the environment (ENV-1)', async () => {
    expect(LOG_LEVELS).toEqual({ development: 0, test: 0, staging: 1, sandbox: 1, production: 2, 'prod-uat': 2 });
    const sink = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const kit = new Kit({ transport: recordingTransport().transport, logSink: sink });
    await kit.configure({ region: 'fr', environment: 'staging', baseUrls: TEST_BASE_URLS });
    await kit.configure({ region: 'fr', environment: 'development', baseUrls: TEST_BASE_URLS });
    expect(sink.debug).toHaveBeenCalledTimes(1);
    expect(sink.debug.mock.calls[0]?.[0]).toContain('configured for fr/development');
  });

  it('knows prod-uat as UAT mode of production (ENV-1)', async () => {
    const kit = newKit();
    await kit.configure({ region: 'fr', environment: 'production', baseUrls: TEST_BASE_URLS });
    expect(kit.isUatMode).toBe(false);
    await kit.configure({ region: 'fr', environment: 'prod-uat', baseUrls: TEST_BASE_URLS });
    expect(kit.isUatMode).toBe(true);
  });

  it('rejects init before configure with "missing configuration"', async () => {
    await expect(newKit().init('client')).rejects.toMatchObject({
      code: 'OTHER',
      debug_message: expect.stringMatching(/^missing configuration/),
    });
  });

  it('rejects calls before init with NOT_INITIALIZED and user calls without a user with NO_USER_AUTHENTICATED', async () => {
    const transport = recordingTransport();
    const kit = newKit(transport);
    await expect(kit.getCatalog()).rejects.toMatchObject({ code: 'NOT_INITIALIZED' });
    await kit.configure({ region: 'fr', environment: 'test', baseUrls: TEST_BASE_URLS });
    await expect(kit.authorizePartner()).rejects.toMatchObject({ code: 'NOT_INITIALIZED' });
    await kit.init('client');
    await expect(kit.getCatalog()).rejects.toMatchObject({ code: 'NO_USER_AUTHENTICATED' });
    expect(() => kit.getBatchUploader()).toThrow(expect.objectContaining({ code: 'NO_USER_AUTHENTICATED' }));
    expect(transport.requests).toHaveLength(0);
  });

  it('authorizes with an identifier through the partner users endpoint', async () => {
    const transport = recordingTransport(() => ({
      status: 201,
      body: { user: TEST_USER, access_token: 'tok', expires_at: 'x' },
    }));
    const kit = newKit(transport);
    await kit.configure({ region: 'fr', environment: 'test', baseUrls: TEST_BASE_URLS });
    await kit.init('client-test');
    await kit.authorizeUserWithIdentifier({
      userExternalId: 'ext-42',
      userEmail: 'camille@example.fr',
      customFields: { a: 1 },
    });
    expect(transport.requests[0]?.json).toEqual({
      client_id: 'client-test',
      user: { email: 'camille@example.fr', external_id: 'ext-42', custom_fields: { a: 1 } },
    });
    expect(kit.isUserAuthorized).toBe(true);
    await kit.getEarnedCoupons().catch(() => undefined);
    expect(searchParams(transport.requests[1]).get('access_token')).toBe('tok');
  });

  it('on a 401 drops the user, goes back to initialized and emits session:unauthorized', async () => {
    const bus = new EventBus();
    const unauthorized = jest.fn();
    bus.on('session:unauthorized', unauthorized);
    const transport = recordingTransport();
    const kit = await authorizedKit(transport, bus);
    transport.answerWith(() => ({ status: 401, body: { code: 'unauthorized' } }));
    await expect(kit.getCard()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      user_message: 'Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.',
    });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(kit.state).toBe('initialized');
    expect(kit.isUserAuthorized).toBe(false);
  });

  it('unauthorizeUser (logout) keeps the kit initialized', async () => {
    const kit = await authorizedKit(recordingTransport());
    await kit.unauthorizeUser();
    expect(kit.state).toBe('initialized');
    await expect(kit.getCard()).rejects.toMatchObject({ code: 'NO_USER_AUTHENTICATED' });
  });
});
