import Joi from 'joi';
import { joiValidator } from 'shared-ui/forms';

export interface ContactValues {
  title: string;
  text: string;
}

/** Spec §5: createZendesk needs text; the title (spec §3 Support ticket) helps the support team sort. */
const schema = Joi.object<ContactValues>({
  title: Joi.string().trim().min(3).max(120).required().messages({
    'string.empty': 'Indiquez l’objet de votre message.',
    'any.required': 'Indiquez l’objet de votre message.',
    'string.min': 'L’objet doit compter au moins 3 caractères.',
    'string.max': 'L’objet ne doit pas dépasser 120 caractères.',
  }),
  text: Joi.string().trim().min(10).max(3000).required().messages({
    'string.empty': 'Écrivez votre message.',
    'any.required': 'Écrivez votre message.',
    'string.min': 'Votre message doit compter au moins 10 caractères.',
    'string.max': 'Votre message ne doit pas dépasser 3 000 caractères.',
  }),
});

const validate = joiValidator(schema);

/** react-final-form validation: one French message per invalid field (the shared validator's free-text rule too). */
export function validateContact(values: Partial<ContactValues>): Partial<Record<keyof ContactValues, string>> {
  return validate({ title: values.title ?? '', text: values.text ?? '' });
}
