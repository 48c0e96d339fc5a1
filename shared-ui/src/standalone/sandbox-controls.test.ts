import { ControlError, sandboxControls } from './sandbox-controls';

function answering(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

describe('sandbox controls', () => {
  it('calls the documented control paths on the same origin', async () => {
    const fetchImpl = answering(200, { settled: 3, code: 'SBX1' });
    const controls = sandboxControls(fetchImpl);
    await controls.setStars('léa+qa@example.fr', 1000);
    expect(await controls.settleReceipts()).toBe(3);
    expect(await controls.mintCode('win')).toEqual({ code: 'SBX1' });
    await controls.addReceipts('a@b.fr', ['pending', 'rejected']);
    await controls.setOrderStatus(7, 'delivered');
    expect(
      fetchImpl.mock.calls.map(
        ([url, init]) => `${(init as RequestInit).method} ${url as string} ${String((init as RequestInit).body)}`,
      ),
    ).toEqual([
      'PUT /__sandbox/users/l%C3%A9a%2Bqa%40example.fr/stars {"available_points":1000}',
      'POST /__sandbox/receipts/settle {}',
      'POST /__sandbox/codes {"outcome":"win"}',
      'POST /__sandbox/users/a%40b.fr/receipts {"statuses":["pending","rejected"]}',
      'PUT /__sandbox/orders/7/status {"status":"delivered"}',
    ]);
  });

  it('turns an error answer into a French error', async () => {
    const controls = sandboxControls(answering(404, { code: 'not_found', user_message: 'Introuvable.' }));
    await expect(controls.setStars('x@y.fr', 1)).rejects.toEqual(new ControlError(404, 'Introuvable.'));
    const silent = sandboxControls(answering(500, {}));
    await expect(silent.reset()).rejects.toThrow('La commande du bac à sable a échoué (500).');
  });
});
