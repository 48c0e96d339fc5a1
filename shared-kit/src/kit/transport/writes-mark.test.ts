import { WRITES_COOKIE } from '../../contracts/server-render';
import { authorizedKit, recordingTransport } from '../testing/fake-transport';

const writesCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${WRITES_COOKIE}=`))
    ?.slice(WRITES_COOKIE.length + 1);

describe('the writes cookie the session server reads a visitor’s next page afresh by', () => {
  beforeEach(() => {
    document.cookie = `${WRITES_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('changes after each write the kit sends, answered or refused, never after a read', async () => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    transport.answerWith(() => ({ status: 200, body: { catalogs: [{ identifier: 'c', coupons: [] }] } }));
    await kit.getCatalog();
    expect(writesCookie()).toBeUndefined();

    transport.answerWith(() => ({ status: 200, body: { earned_coupon: {} } }));
    await kit.buyCoupon({ identifier: 'g1' });
    const afterOrder = writesCookie();
    expect(afterOrder).toMatch(/^[0-9a-z]+\.\d+$/);

    transport.answerWith(() => ({ status: 500, body: { code: 'server_error' } }));
    await expect(kit.buyCoupon({ identifier: 'g1' })).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(writesCookie()).not.toBe(afterOrder);
    expect(writesCookie()).toBeDefined();
  });
});
