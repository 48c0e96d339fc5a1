import { benefitLabel } from './benefits';

describe('benefit labels', () => {
  it('names the ticket prizes after each game, never « Star Academy » outside game 4', () => {
    expect(benefitLabel('tickets-final', 4)).toBe('Deux places pour la finale de la Star Academy');
    for (const game of [1, 2, 3] as const) {
      expect(benefitLabel('tickets-final', game)).not.toContain('Star Academy');
      expect(benefitLabel('tickets-prime', game)).not.toContain('Star Academy');
    }
    expect(benefitLabel('tickets-prime', 2)).toContain('Méchamment Gourmand');
  });

  it('has a label for every other key, and a fallback', () => {
    expect(benefitLabel('speaker', 3)).toBe('Une enceinte Bluetooth');
    expect(benefitLabel('unknown-key', 4)).toBe('Un lot surprise');
    expect(benefitLabel(null, 4)).toBe('Un lot surprise');
  });

  it('is written in lower case inside a sentence (« Vous avez gagné : un casque audio ! »)', () => {
    expect(benefitLabel('headset', 4, 'in-sentence')).toBe('un casque audio');
    expect(benefitLabel('game-hitster', 4, 'in-sentence')).toBe('le jeu musical Hitster');
    expect(benefitLabel('tickets-final', 4, 'in-sentence')).toBe('deux places pour la finale de la Star Academy');
    expect(benefitLabel('headset', 4)).toBe('Un casque audio');
  });
});
