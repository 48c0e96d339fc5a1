import Joi from 'joi';
import { KIT_USER_MESSAGES } from 'shared-kit/core';
import { isSafeText } from 'shared-kit/contracts';
import { HOST_FR } from '../../messages/fr';

export interface ContactValues {
  title: string;
  text: string;
}

/** RECEIPT-5: createZendesk needs text; the title (RECEIPT-5) helps the support team sort. Built per check: its
 * messages are read from i18next in the language of the moment. */
function contactSchema(): Joi.ObjectSchema<ContactValues> {
  const texts = HOST_FR.contact;
  return Joi.object<ContactValues>({
    title: Joi.string().trim().min(3).max(120).required().messages({
      'string.empty': texts.subjectRequired,
      'any.required': texts.subjectRequired,
      'string.min': texts.subjectMin,
      'string.max': texts.subjectMax,
    }),
    text: Joi.string().trim().min(10).max(3000).required().messages({
      'string.empty': texts.messageRequired,
      'any.required': texts.messageRequired,
      'string.min': texts.messageMin,
      'string.max': texts.messageMax,
    }),
  });
}

/**
 * react-final-form validation: one French message per invalid field, control and bidi-override characters refused
 * first (the forms' rule, shared-kit text-rules; shared-ui's joiValidator is not used here: it would bring the forms
 * entry into the shell's first load).
 */
export function validateContact(values: Partial<ContactValues>): Partial<Record<keyof ContactValues, string>> {
  const { error } = contactSchema().validate(
    { title: values.title ?? '', text: values.text ?? '' },
    { abortEarly: false },
  );
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  for (const key of ['title', 'text'] as const) {
    if (!isSafeText(values[key] ?? '')) errors[key] = KIT_USER_MESSAGES.unsafeText;
  }
  for (const detail of error?.details ?? []) {
    const key = detail.path[0];
    if ((key === 'title' || key === 'text') && !errors[key]) errors[key] = detail.message;
  }
  return errors;
}
