import { frenchTypography } from './typography';

describe('frenchTypography', () => {
  it.each([
    ['Spaghetti 500 g', 'Spaghetti 500\u00a0g'],
    ['Torsades 1 kg', 'Torsades 1\u00a0kg'],
    ["Votre preuve d'achat est validée : +12 étoiles !", 'Votre preuve d’achat est validée\u00a0: +12 étoiles\u00a0!'],
    ['Votre commande « Mug » a été expédiée.', 'Votre commande «\u00a0Mug\u00a0» a été expédiée.'],
    ['Prêt ? Oui ; non', 'Prêt\u00a0? Oui\u00a0; non'],
    ['Penne rigate 500 grammes', 'Penne rigate 500 grammes'],
    ['déjà\u00a0!', 'déjà\u00a0!'],
  ])('%s', (raw, typeset) => {
    expect(frenchTypography(raw)).toBe(typeset);
  });
});
