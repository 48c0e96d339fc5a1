import { elide, formatParisDate, packageTexts } from 'shared-ui/i18n';
import type { PictureSize } from 'shared-kit/contracts';

/** Every French text of the receipt capture (shared by the shop's declare page and the game). */
const FR = {
  tooBig:
    '«\u00a0{{name}}\u00a0» ferait dépasser la limite de 8\u00a0Mo (il reste {{left}}). Retirez un fichier ou choisissez-en un plus léger.',
  gauge: '{{used}} utilisés sur 8\u00a0Mo · {{left}} restants',
  resumeText_one:
    '{{count}} fichier préparé le {{day}} à {{time}}. Reprenez l\u2019envoi sans rien choisir à nouveau\u00a0: ce qui était déjà parvenu ne sera pas renvoyé.',
  resumeText_many:
    '{{count}} fichiers préparés le {{day}} à {{time}}. Reprenez l\u2019envoi sans rien choisir à nouveau\u00a0: ce qui était déjà parvenu ne sera pas renvoyé.',
  resumeText_other:
    '{{count}} fichiers préparés le {{day}} à {{time}}. Reprenez l\u2019envoi sans rien choisir à nouveau\u00a0: ce qui était déjà parvenu ne sera pas renvoyé.',
  groupTitle: 'Preuve d\u2019achat {{position}}',
  addFile: 'Ajouter un fichier',
  takePhoto: 'Prendre une photo',
  addGroup: 'Ajouter une preuve d\u2019achat',
  removeGroup: 'Retirer cette preuve d\u2019achat',
  removeFile: 'Retirer {{name}}',
  remove: 'Retirer',
  preview: 'Aperçu de {{name}}',
  pdfFile: 'Document PDF',
  emptyGroup: 'Ajoutez une photo ou un PDF de ce ticket (plusieurs photos si le ticket est long).',
  fileHelp: 'JPG, JPEG, PNG ou PDF, 8\u00a0Mo au total. Les grandes photos sont allégées avant l\u2019envoi.',
  processing: 'Préparation des fichiers…',
  wrongType: '«\u00a0{{name}}\u00a0»\u00a0: seuls les fichiers JPG, JPEG, PNG et PDF sont acceptés.',
  unreadable: '«\u00a0{{name}}\u00a0» n\u2019a pas pu être lu. Essayez une autre photo.',
  tooManyPixels:
    '«\u00a0{{name}}\u00a0» est une image trop grande ({{width, number}}\u00a0×\u00a0{{height, number}} pixels). Choisissez une photo plus petite.',
  duplicate:
    '«\u00a0{{name}}\u00a0» est déjà ajouté à la preuve d\u2019achat {{position}}\u00a0: un même fichier ne compte qu\u2019une fois.',
  lightened: 'Photo allégée',
  gaugeLabel: 'Taille totale des fichiers',
  overLimit: 'Le total des fichiers doit rester sous 8\u00a0Mo.',
  needGroup: 'Ajoutez au moins une preuve d\u2019achat.',
  needFiles: 'Chaque preuve d\u2019achat doit contenir au moins un fichier.',
  uploadLabel: 'Envoi des preuves d\u2019achat',
  uploading: 'Envoi en cours… {{percent}}\u00a0%',
  sent: 'Vos preuves d\u2019achat ont bien été envoyées.',
  sendFailed: 'L\u2019envoi n\u2019a pas abouti. Vos fichiers sont conservés\u00a0: vous pouvez réessayer.',
  retry: 'Réessayer',
  sending: 'Envoi en cours…',
  dismiss: 'Fermer le message',
  resumeTitle: 'Vous aviez un envoi en cours',
  resume: 'Reprendre l\u2019envoi',
  discard: 'Abandonner cet envoi',
  /**
   * A size as French users read it (« 1,2 Mo »), never cut from its number: the number in the language's format. In
   * Ko and Mo only: « o » alone reads as a letter (« 0 o utilisés »).
   */
  size: {
    kilobytes: '{{value, number}}\u00a0Ko',
    megabytes: '{{value, number(maximumFractionDigits: 1)}}\u00a0Mo',
  },
} as const;

const KIBIBYTE = 1024;
const MEBIBYTE = 1024 * 1024;

export const RECEIPT_CAPTURE_FR = packageTexts('receipt-capture', FR, (t) => {
  const formatBytes = (bytes: number) => {
    // A few bytes are 1 Ko (a file is never « 0 Ko »); nothing at all is 0 Ko.
    if (bytes < MEBIBYTE) return t('size.kilobytes', { value: bytes && Math.max(1, Math.round(bytes / KIBIBYTE)) });
    return t('size.megabytes', { value: bytes / MEBIBYTE });
  };
  return {
    /** A file's or a batch's size (« 3 Ko », « 1,2 Mo »). */
    formatBytes,
    groupTitle: (position: number) => t('groupTitle', { position }),
    removeFile: (name: string) => t('removeFile', { name }),
    preview: (name: string) => elide(t('preview', { name })),
    wrongType: (name: string) => t('wrongType', { name }),
    tooBig: (name: string, left: number) => t('tooBig', { name, left: formatBytes(left) }),
    unreadable: (name: string) => t('unreadable', { name }),
    tooManyPixels: (name: string, { width, height }: PictureSize) => t('tooManyPixels', { name, width, height }),
    duplicate: (name: string, position: number) => t('duplicate', { name, position }),
    gauge: (used: number, left: number) => t('gauge', { used: formatBytes(used), left: formatBytes(left) }),
    uploading: (percent: number) => t('uploading', { percent }),
    resumeText: (files: number, savedAt: Date) =>
      t('resumeText', {
        count: files,
        day: formatParisDate(savedAt, 'dayMonth'),
        time: formatParisDate(savedAt, 'time'),
      }),
  };
});
