import { authorizedKit, recordingTransport } from '../testing/fake-transport';

/** KIT-7 deprecated uploads and KIT-5 (« no input element #… ») (jsdom: a browser). */
describe('deprecated file-input uploads', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function fileInput(id: string, files: File[]): HTMLInputElement {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = id;
    // jsdom cannot fill a FileList; the kit only reads the list's items.
    Object.defineProperty(input, 'files', { value: files });
    document.body.append(input);
    return input;
  }

  it.each(['uploadWithFileInput', 'uploadWithIframe'] as const)(
    '%s uploads the files of the input as one receipt',
    async (method) => {
      const transport = recordingTransport();
      const kit = await authorizedKit(transport);
      transport.answerWith((request) => ({
        status: 201,
        body: request.url.includes('/upload?') ? { files: [] } : { receipts: [{ uuid: 'r' }] },
      }));
      fileInput('receipt-files', [new File(['x'], 'ticket.png', { type: 'image/png' })]);
      await expect(kit[method]({ inputId: 'receipt-files', eans: ['301'] })).resolves.toEqual({
        receipts: [{ uuid: 'r' }],
      });
      const upload = transport.requests[0];
      expect((upload?.form?.get('files') as File | null)?.name).toBe('ticket.png');
      expect(upload?.form?.get('eans')).toBe('["301"]');
    },
  );

  it.each([
    ['no element', () => undefined],
    [
      'an input that is not a file input',
      () => document.body.append(Object.assign(document.createElement('input'), { id: 'receipt-files' })),
    ],
    ['a file input holding no file', () => fileInput('receipt-files', [])],
  ])('rejects with "no input element #receipt-files" when there is %s', async (_label, arrange) => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    arrange();
    await expect(kit.uploadWithFileInput({ inputId: 'receipt-files' })).rejects.toMatchObject({
      code: 'invalid_parameter',
      debug_message: 'no input element #receipt-files',
    });
    expect(transport.requests).toHaveLength(0);
  });
});
