/** @jest-environment node */
import { authorizedKit, recordingTransport } from '../testing/fake-transport';

/** KIT-7 / KIT-4: browser-only methods outside a browser → WRONG_PLATFORM, nothing sent. */
describe('browser-only operations outside a browser', () => {
  it.each(['uploadWithFileInput', 'uploadWithIframe'] as const)('%s rejects with WRONG_PLATFORM', async (method) => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    await expect(kit[method]({ inputId: 'receipt-files' })).rejects.toMatchObject({
      code: 'WRONG_PLATFORM',
      debug_message: 'this method can only be used in browser',
    });
    expect(transport.requests).toHaveLength(0);
  });
});
