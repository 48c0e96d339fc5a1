import type { RequestHandler } from 'express';
import type Joi from 'joi';
import { IDENTIFIER_ERRORS, IDENTIFIER_MESSAGES, PASSWORD_MIN_LENGTH } from 'shared-kit/contracts';

/** French names of the fields, for the messages below (the site is French: every text a user reads is French). */
const FIELD_LABELS: Record<string, string> = {
  email: 'e-mail',
  password: 'mot de passe',
  firstName: 'prénom',
  lastName: 'nom',
  title: 'civilité',
  phone: 'téléphone',
  purchases: 'panier',
  couponIdentifier: 'cadeau',
  termsAccepted: 'acceptation des conditions',
  adult: 'majorité',
  quantity: 'quantité',
};

/** The two acceptances of the sign-up say what to do, not which field failed. */
const ACCEPTANCE_MESSAGES: Record<string, string> = {
  termsAccepted:
    'Merci de confirmer avoir lu les Mentions légales et accepté les Conditions de la Boutique pour créer votre compte.',
  adult: 'Le site est réservé aux personnes majeures\u00a0: merci de confirmer que vous avez 18 ans ou plus.',
};

export function frenchMessage(detail: Joi.ValidationErrorItem): string {
  const key = String(detail.context?.key ?? detail.path[detail.path.length - 1] ?? '');
  if (Object.hasOwn(ACCEPTANCE_MESSAGES, key)) return ACCEPTANCE_MESSAGES[key] as string;
  // Own keys only: a field named `constructor` must not print Object's source in the message.
  const label = `«\u00a0${Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key] : key}\u00a0»`;
  switch (detail.type) {
    case 'object.unknown':
      return `Le champ ${label} n’est pas accepté.`;
    case 'any.required':
    case 'string.empty':
      return `Le champ ${label} est obligatoire.`;
    case 'string.email':
      return 'L’adresse e-mail n’est pas valide.';
    case 'string.min':
      return `Le champ ${label} doit contenir au moins ${String(detail.context?.limit)} caractères.`;
    case 'string.max':
    case 'array.max':
      return `Le champ ${label} est trop long.`;
    case 'password.rule':
      return `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères, dont une lettre et un chiffre.`;
    case 'object.with':
      return 'Le mot de passe actuel est nécessaire pour changer l’adresse e-mail.';
    case 'object.min':
      return 'Aucune modification n’a été envoyée.';
    case 'object.base':
      return 'Le contenu envoyé doit être un objet JSON.';
    case 'string.pattern.invert.base':
      // The free-text rule (shared-kit text-rules): control or bidi-override characters.
      return `Le champ ${label} contient des caractères non autorisés.`;
    // The identifiers' rule (shared-kit identifier-rules), in the forms' words.
    case IDENTIFIER_ERRORS.invisible:
      return IDENTIFIER_MESSAGES.emailInvisible;
    case IDENTIFIER_ERRORS.mixed_scripts:
      return IDENTIFIER_MESSAGES.emailMixedScripts;
    case IDENTIFIER_ERRORS.nameWithoutLetter:
      return `Le champ ${label} doit contenir au moins une lettre.`;
    default:
      return `Le champ ${label} n’est pas valide.`;
  }
}

/** Same reasons as the kit (KIT-4 invalid_reason: wrong_type, blank…), so clients treat both alike. */
function reasonOf(type: string): string {
  if (type === 'any.required' || type === 'string.empty') return 'blank';
  if (type === 'object.unknown') return 'unknown';
  if (type === 'password.rule') return 'too_weak';
  if (type.startsWith('string.pattern.') || Object.values<string>(IDENTIFIER_ERRORS).includes(type))
    return 'wrong_format';
  if (type.endsWith('.base')) return 'wrong_type';
  if (type.endsWith('.max')) return 'too_long';
  if (type.endsWith('.min')) return 'too_short';
  return 'invalid';
}

/** Rejects unknown fields and wrong types with 400 invalid_parameter; the handler gets the checked body. */
export function validateBody(schema: Joi.ObjectSchema): RequestHandler {
  return (req, res, next) => {
    const { error, value } = schema
      .required()
      .validate(req.body, { abortEarly: true, allowUnknown: false, convert: true });
    if (error) {
      const detail: Joi.ValidationErrorItem = error.details[0] ?? {
        type: 'any.invalid',
        path: [],
        message: error.message,
      };
      res.status(400).json({
        error: 'invalid_parameter',
        message: frenchMessage(detail),
        invalid_parameter: detail.path.join('.') || null,
        invalid_reason: reasonOf(detail.type),
      });
      return;
    }
    req.body = value;
    next();
  };
}
