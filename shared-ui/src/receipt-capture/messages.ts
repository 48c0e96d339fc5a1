import { formatBytes } from './files/limits';

/** Every French text of the receipt capture (shared by the shop's declare page and the game). */
export const RECEIPT_CAPTURE_FR = {
  groupTitle: (position: number) => `Preuve d\u2019achat ${position}`,
  addFile: 'Ajouter un fichier',
  takePhoto: 'Prendre une photo',
  addGroup: 'Ajouter une preuve d\u2019achat',
  removeGroup: 'Retirer cette preuve d\u2019achat',
  removeFile: (name: string) => `Retirer ${name}`,
  preview: (name: string) => `Aperçu de ${name}`,
  pdfFile: 'Document PDF',
  emptyGroup: 'Ajoutez une photo ou un PDF de ce ticket (plusieurs photos si le ticket est long).',
  fileHelp: 'JPG, JPEG, PNG ou PDF, 8\u00a0Mo au total. Les grandes photos sont allégées avant l\u2019envoi.',
  processing: 'Préparation des fichiers…',
  wrongType: (name: string) => `«\u00a0${name}\u00a0»\u00a0: seuls les fichiers JPG, JPEG, PNG et PDF sont acceptés.`,
  tooBig: (name: string, left: number) =>
    `«\u00a0${name}\u00a0» ferait dépasser la limite de 8\u00a0Mo (il reste ${formatBytes(left)}). Retirez un fichier ou choisissez-en un plus léger.`,
  unreadable: (name: string) => `«\u00a0${name}\u00a0» n\u2019a pas pu être lu. Essayez une autre photo.`,
  gaugeLabel: 'Taille totale des fichiers',
  gauge: (used: number, left: number) => `${formatBytes(used)} utilisés sur 8\u00a0Mo · ${formatBytes(left)} restants`,
  overLimit: 'Le total des fichiers doit rester sous 8\u00a0Mo.',
  needGroup: 'Ajoutez au moins une preuve d\u2019achat.',
  needFiles: 'Chaque preuve d\u2019achat doit contenir au moins un fichier.',
  uploadLabel: 'Envoi des preuves d\u2019achat',
  uploading: (percent: number) => `Envoi en cours… ${percent} %`,
  sent: 'Vos preuves d\u2019achat ont bien été envoyées.',
  sendFailed: 'L\u2019envoi n\u2019a pas abouti. Vos fichiers sont conservés\u00a0: vous pouvez réessayer.',
  retry: 'Réessayer',
  sending: 'Envoi en cours…',
  dismiss: 'Fermer le message',
  resumeTitle: 'Vous aviez un envoi en cours',
  resumeText: (files: number, savedAt: Date) =>
    `${files} ${files >= 2 ? 'fichiers préparés' : 'fichier préparé'} le ${savedAt.toLocaleDateString('fr-FR', {
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Paris',
    })} à ${savedAt.toLocaleTimeString('fr-FR', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    })}. Reprenez l\u2019envoi sans rien choisir à nouveau\u00a0: ce qui était déjà parvenu ne sera pas renvoyé.`,
  resume: 'Reprendre l\u2019envoi',
  discard: 'Abandonner cet envoi',
} as const;
