import { packageTexts } from 'shared-ui/i18n';
/**
 * The words of the user-information fields, one set wherever a name, a phone or an address is typed: the account's
 * addresses, the order form and the winner's participation.
 */
const FR = {
  labels: {
    title: 'Civilité',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    label: 'Nom de l\u2019adresse (ex.\u00a0: Maison)',
    address1: 'Adresse',
    address2: 'Complément d\u2019adresse (facultatif)',
    postalCode: 'Code postal',
    city: 'Ville',
    newsletter: 'Je souhaite recevoir les bons plans de la marque par e-mail',
  },
  validation: {
    titleRequired: 'Merci de choisir une civilité.',
    phoneRequired: 'Merci de saisir votre numéro de téléphone.',
    phoneInvalid: 'Le numéro de téléphone doit contenir 10 chiffres.',
    labelRequired: 'Merci de donner un nom à cette adresse.',
    address1Required: 'Merci de saisir votre adresse.',
    postalCodeRequired: 'Merci de saisir votre code postal.',
    postalCodeInvalid: 'Le code postal doit contenir 5 chiffres.',
    cityRequired: 'Merci de saisir votre ville.',
  },
} as const;

export const USER_INFORMATION_FR = packageTexts('user-information', FR);
