import { FORMS_FR } from 'shared-ui/forms';
import { packageTexts } from 'shared-ui/i18n';

/**
 * Every French text of the auth pages. Server and provider answers bring their own French text
 * (AUTH-5: `user_message` is shown as is); these are the page's own words.
 */
const FR = {
  landing: {
    title: 'Connexion',
    intro: 'Connectez-vous pour jouer, déclarer vos achats et profiter de La Grande Boutique.',
    haveAccount: 'Déjà inscrit\u00a0?',
    login: 'Se connecter',
    noAccount: 'Pas encore de compte\u00a0?',
    signup: 'S’inscrire',
  },
  fields: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    passwordConfirmation: 'Confirmation du mot de passe',
    newPassword: 'Nouveau mot de passe',
    newPasswordConfirmation: 'Confirmation du nouveau mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
  },
  // Validation messages and password rules are the shared form pieces' (shared-ui/forms).
  login: {
    title: 'Se connecter',
    submit: 'Se connecter',
    loading: 'Connexion en cours…',
    forgotten: 'Mot de passe oublié\u00a0?',
    noAccount: 'Pas encore de compte\u00a0?',
    toSignup: 'Créer un compte',
  },
  signup: {
    title: 'S’inscrire',
    submit: 'Créer mon compte',
    loading: 'Création du compte en cours…',
    haveAccount: 'Déjà inscrit\u00a0?',
    // The box names the two pages linked just above it: the site has no page called « conditions d'utilisation ».
    terms: 'J\u2019ai lu les Mentions légales et j\u2019accepte les Conditions de la Boutique.',
    termsRequired:
      'Merci de confirmer avoir lu les Mentions légales et accepté les Conditions de la Boutique pour créer votre compte.',
    termsLinks: 'À lire avant de vous inscrire\u00a0:',
    legal: 'Mentions légales',
    shopConditions: 'Conditions de la Boutique',
    adult: 'Je certifie avoir 18 ans ou plus.',
    adultRequired: 'Le site est réservé aux personnes majeures\u00a0: merci de confirmer que vous avez 18 ans ou plus.',
    toLogin: 'Se connecter',
  },
  reset: {
    title: 'Réinitialiser son mot de passe',
    askIntro: 'Indiquez votre adresse e-mail\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    askSubmit: 'Recevoir le lien',
    askLoading: 'Envoi en cours…',
    askSuccess:
      'Si un compte existe avec cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé. Pensez à vérifier vos courriers indésirables.',
    setIntro: 'Choisissez votre nouveau mot de passe.',
    setSubmit: 'Enregistrer le nouveau mot de passe',
    setLoading: 'Enregistrement en cours…',
    setSuccess: 'Votre mot de passe a bien été modifié. Vous pouvez maintenant vous connecter.',
    toLogin: 'Se connecter',
    askAgain: 'Demander un nouveau lien',
    unavailable: 'La réinitialisation du mot de passe est momentanément indisponible, merci de réessayer plus tard.',
    backToLogin: 'Retour à la connexion',
  },
} as const;

export const AUTH_FR = packageTexts('auth', FR, () => ({
  validation: FORMS_FR.validation,
}));
