import { tabKeepsPageState } from './tab-state';

const storageWith = (...keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

describe('state this tab keeps for its pages', () => {
  it('is a game in progress or a form draft', () => {
    expect(tabKeepsPageState(storageWith('lgb:game:participation'))).toBe(true);
    expect(tabKeepsPageState(storageWith('other', 'lgb:draft:order-informations'))).toBe(true);
  });

  it('is nothing else, and nothing without storage', () => {
    expect(tabKeepsPageState(storageWith('lgb:notifications:read:a@b.fr', 'chunk-reload'))).toBe(false);
    expect(tabKeepsPageState(storageWith())).toBe(false);
    expect(tabKeepsPageState(null)).toBe(false);
  });
});
