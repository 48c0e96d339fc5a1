import { elide } from './elision';
import { siteI18n } from './package-texts';

describe('elide: French elision where a value joins its text', () => {
  it.each([
    ['Quantité de Enceinte Bluetooth', 'Quantité d’Enceinte Bluetooth'],
    ['Aperçu de IMG_0042.png', 'Aperçu d’IMG_0042.png'],
    ['De Écouteurs', 'D’Écouteurs'],
    ['Supprimer le article', 'Supprimer l’article'],
    ['Plus que une', 'Plus qu’une'],
    ['Quantité de Mug', 'Quantité de Mug'],
    ['Quantité de Hitster', 'Quantité de Hitster'],
    ['le ou la gagnante', 'le ou la gagnante'],
    ['Porte-clés étoile', 'Porte-clés étoile'],
    ['Quantité d’Enceinte', 'Quantité d’Enceinte'],
  ])('%s', (composed, elided) => {
    expect(elide(composed)).toBe(elided);
  });

  it('leaves another language as it is', async () => {
    try {
      await siteI18n().changeLanguage('en');
      expect(elide('Remind me about it')).toBe('Remind me about it');
    } finally {
      await siteI18n().changeLanguage('fr');
    }
  });
});
