import { elide, formatParisDate } from 'shared-kit/core';
import { typographyFaults } from './typography';

const NBSP = '\u00a0';
const faultsOf = (text: string, heading = false) =>
  typographyFaults(text, { heading }).map((fault) => fault.slice(0, fault.indexOf(':')));

describe('typographyFaults: French typography of one text', () => {
  it.each([
    ['S’inscrire'],
    [`Comment participer${NBSP}?`],
    [`Supprimer l’adresse «${NBSP}{{label}}${NBSP}»${NBSP}?`],
    [`Dernière mise à jour${NBSP}: 1er${NBSP}septembre 2025`],
    [`8${NBSP}Mo au total, 500${NBSP}g, 12${NBSP}h d’autonomie, 50${NBSP}%`],
    ['Vous avez 50 étoiles et 18 ans.'],
    [`1\u202f200 étoiles`],
    ['Chargement…'],
    ['Envoi en cours…'],
    [`Prêt${NBSP}?!`],
    ['À 14:30, sur https://www.example.fr/?r=/faq'],
    ['Quantité d’Enceinte Bluetooth, le ou la gagnante, le onze, de Hitster'],
    ['<strong>Bravo</strong>'],
  ])('passes %s', (text) => {
    expect(typographyFaults(text)).toEqual([]);
  });

  it.each([
    ["S'inscrire", "straight apostrophe (write ’, not ')"],
    [`Mon historique ${NBSP}»`, 'double space'],
    ['Bonjour  Marie', 'double space'],
    ['Comment participer ?', 'no no-break space before a high punctuation mark'],
    ['Bravo!', 'no no-break space before a high punctuation mark'],
    [`Contact${NBSP}: {{email}} ; merci`, 'no no-break space before a high punctuation mark'],
    [`Votre commande « Mug${NBSP}»`, 'no no-break space after «'],
    [`Votre commande «${NBSP}Mug »`, 'no no-break space before »'],
    ['limite de 8 Mo', 'a number split from its unit'],
    ['Révélation dans {{seconds}} s', 'a number split from its unit'],
    [`0${NBSP}o utilisés sur 8${NBSP}Mo`, 'a size in bare « o » (write Ko or Mo)'],
    ['jusqu’au 31 décembre 2030', 'a day split from its month'],
    ['jusqu’au 31\ndécembre 2030', 'a day split from its month'],
    ['Quantité de Enceinte Bluetooth', 'no elision before a vowel (« d’ », « l’ », « qu’ »)'],
    ['Supprimer le article', 'no elision before a vowel (« d’ », « l’ », « qu’ »)'],
  ])('finds the fault in %j', (text, fault) => {
    expect(faultsOf(text)).toEqual([fault]);
  });

  it('says where, with the no-break spaces shown', () => {
    expect(typographyFaults(`Une longue phrase avant l'endroit${NBSP}: ici`)).toEqual([
      "straight apostrophe (write ’, not '): «…ongue phrase avant l'endroit⍽: ici»",
    ]);
  });

  it('holds a heading to sentence case, names and new starts aside', () => {
    expect(faultsOf('Votre Cadeau', true)).toEqual(['a heading not in sentence case']);
    expect(faultsOf('Mentions Légales', true)).toEqual(['a heading not in sentence case']);
    for (const heading of [
      'Votre cadeau',
      'Conditions de la Boutique',
      'La Grande Boutique en images',
      `Star Academy${NBSP}: résultat`,
      'Article 5 – Livraison',
      'Aide et FAQ',
      '1. Achetez',
    ])
      expect(faultsOf(heading, true)).toEqual([]);
    expect(faultsOf('Votre Cadeau')).toEqual([]);
  });

  it('leaves nothing to find in what the site composes: dates and elided names', () => {
    expect(typographyFaults(`jusqu’au ${formatParisDate('2030-12-31T12:00:00Z', 'day')}`)).toEqual([]);
    expect(typographyFaults(elide('Quantité de Enceinte Bluetooth'))).toEqual([]);
  });
});
