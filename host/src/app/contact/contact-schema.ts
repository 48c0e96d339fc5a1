import Joi from 'joi';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from 'shared-kit/contracts';

export interface ContactValues {
  title: string;
  text: string;
}

/** RECEIPT-5: createZendesk needs text; the title (RECEIPT-5) helps the support team sort. */
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

/**
 * react-final-form validation: one French message per invalid field, control and bidi-override characters refused
 * first (the forms' rule, shared-kit text-rules; shared-ui's joiValidator is not used here: it would bring the forms
 * entry into the shell's first load).
 */
export function validateContact(values: Partial<ContactValues>): Partial<Record<keyof ContactValues, string>> {
  const { error } = schema.validate({ title: values.title ?? '', text: values.text ?? '' }, { abortEarly: false });
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  for (const key of ['title', 'text'] as const) {
    if (!isSafeText(values[key] ?? '')) errors[key] = UNSAFE_TEXT_MESSAGE;
  }
  for (const detail of error?.details ?? []) {
    const key = detail.path[0];
    if ((key === 'title' || key === 'text') && !errors[key]) errors[key] = detail.message;
  }
  return errors;
}
