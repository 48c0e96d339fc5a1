import { siteI18n } from './package-texts';

/**
 * « de », « le », « la », « que »… written before a word that starts with a vowel: where French elides them.
 * Before h the rule depends on the word (« l’heure », « le hibou »), so h is left as written; « le ou la », « le
 * onze » keep their vowel.
 */
const ELIDABLE =
  /(?<![\p{L}\p{N}’'-])(de|le|la|que|jusque|lorsque|puisque|ne|je|me|te|se)[ \u00a0]+(?!(?:ou|oui|onze|onzième)(?!\p{L}))(?=[aeiouàâäéèêëîïôöùûü])/giu;

/**
 * French elision where a value joins its text: « Quantité de {{name}} » with « Enceinte Bluetooth » reads « Quantité
 * d’Enceinte Bluetooth ». The resources are written elided already (scripts/texts/typography.ts holds them to it), so
 * a formatter that puts a name after « de », « le », « la » or « que » passes its text through here. French only:
 * another language's words are its own.
 */
export function elide(text: string): string {
  if (!siteI18n().language.startsWith('fr')) return text;
  return text.replace(ELIDABLE, (_whole, word: string) => `${word.slice(0, -1)}’`);
}
