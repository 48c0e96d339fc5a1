import { cookieKeys } from './cookie-keys';

// Signatures made by Keygrip 1.1.0 (cookie-session's own keys until cookie-keys.ts) with these keys: cookies signed
// before must still verify, and new ones must read the same to a server still on Keygrip during a rolling update.
const KEYS = ['premiere-cle-de-session-0123456789abcdef', 'ancienne-cle'];
const DATA = 'lgb_session=eyJ1c2VyIjpudWxsLCJiYXNrZXQiOltdfQ==';
const BY_FIRST_KEY = 'hzE5nbDpVUNUmwxa40n716UvNI0';
const BY_OLD_KEY = '5OCeYlzBIYe2KQcjd0wSjygfCZk';

describe('cookieKeys', () => {
  const keys = cookieKeys(KEYS);

  it('signs as Keygrip does, with the first key, in base64url', () => {
    expect(keys.sign(DATA)).toBe(BY_FIRST_KEY);
    expect(keys.sign('lgb_session=é+/=')).toBe('vDqxJjYYq_JESzuDoukgRzENhQI');
  });

  it('tells which key signed: the first, an older one (to re-sign), or none', () => {
    expect(keys.index(DATA, BY_FIRST_KEY)).toBe(0);
    expect(keys.index(DATA, BY_OLD_KEY)).toBe(1);
    expect(keys.verify(DATA, BY_OLD_KEY)).toBe(true);
    expect(cookieKeys(['ancienne-cle']).sign(DATA)).toBe(BY_OLD_KEY);
  });

  it('refuses a signature of other data, a changed one, a cut one, or an empty one', () => {
    expect(keys.index(`${DATA}x`, BY_FIRST_KEY)).toBe(-1);
    expect(keys.index(DATA, `${BY_FIRST_KEY.slice(0, -1)}A`)).toBe(-1);
    expect(keys.index(DATA, BY_FIRST_KEY.slice(0, -1))).toBe(-1);
    expect(keys.verify(DATA, '')).toBe(false);
    expect(cookieKeys(['une-autre-cle']).verify(DATA, BY_FIRST_KEY)).toBe(false);
  });

  it('needs a key', () => {
    expect(() => cookieKeys([])).toThrow('at least one key');
  });
});
