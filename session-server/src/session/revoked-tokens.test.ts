import { RevokedTokens } from './revoked-tokens';

describe('revoked tokens record', () => {
  it('knows a revoked token until the token itself would have expired', async () => {
    let now = 1_000;
    const revoked = new RevokedTokens(500, 10, () => now);
    await revoked.add('jeton-a');
    expect(await revoked.has('jeton-a')).toBe(true);
    expect(await revoked.has('jeton-b')).toBe(false);
    now += 499;
    expect(await revoked.has('jeton-a')).toBe(true);
    now += 2;
    expect(await revoked.has('jeton-a')).toBe(false);
    // Expired records go at the next addition: the record does not grow with time.
    await revoked.add('jeton-c');
    expect(revoked.size).toBe(1);
  });

  it('stays within its bound, dropping the oldest records first', async () => {
    const revoked = new RevokedTokens(60_000, 3);
    for (const token of ['un', 'deux', 'trois', 'quatre']) await revoked.add(token);
    expect(revoked.size).toBe(3);
    expect(await revoked.has('un')).toBe(false);
    expect(await revoked.has('quatre')).toBe(true);
  });
});
