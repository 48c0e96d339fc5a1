import murmur2 from '@emotion/hash';
import keptStyleHash from './kept-style-hash';

jest.mock('@emotion/hash', () => {
  const actual = jest.requireActual<{ default: (text: string) => string }>('@emotion/hash');
  return { __esModule: true, default: jest.fn(actual.default) };
});
const hashing = murmur2 as jest.MockedFunction<typeof murmur2>;
const { default: emotionHash } = jest.requireActual<{ default: (text: string) => string }>('@emotion/hash');

describe('keptStyleHash: emotion’s style hash, kept per style text', () => {
  beforeEach(() => hashing.mockClear());

  it('gives the hash emotion would, for any text', () => {
    for (const text of ['', 'color:red;', 'display:flex;gap:0.5rem;> button{min-height:44px;}', 'content:"’";'])
      expect(keptStyleHash(text)).toBe(emotionHash(text));
  });

  it('hashes a text once, then finds it by its value (a text built anew each draw)', () => {
    const text = 'display:inline-flex;min-height:44px;';
    const first = keptStyleHash(text);
    expect(keptStyleHash(['display:inline-flex;', 'min-height:44px;'].join(''))).toBe(first);
    expect(hashing).toHaveBeenCalledTimes(1);
  });

  it('remembers a bounded number of texts, then starts over', () => {
    const texts = Array.from({ length: 5_000 }, (_, index) => `width:${index}px;`);
    expect(texts.map(keptStyleHash)).toEqual(texts.map((text) => emotionHash(text)));
    hashing.mockClear();
    keptStyleHash('width:4999px;');
    keptStyleHash('width:0px;');
    expect(hashing).toHaveBeenCalledTimes(1);
  });
});
