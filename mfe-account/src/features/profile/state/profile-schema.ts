import Joi from 'joi';
import { TITLES } from 'shared-kit';
import { PHONE_PATTERN } from 'shared-ui/forms';
import { ACCOUNT_FR } from '../../../messages/fr';

const V = ACCOUNT_FR.validation;

export interface ProfileValues {
  title: 'Mr' | 'Mme' | 'N/A' | '';
  firstName: string;
  lastName: string;
  phone: string;
}

/** French phone as the mask writes it (spec §5 masks): the site's one rule, shared-ui/forms. */
export { PHONE_MASK, PHONE_PATTERN } from 'shared-ui/forms';

const name = (required: string) =>
  Joi.string()
    .trim()
    .required()
    .max(100)
    .messages({ 'any.required': required, 'string.empty': required, 'string.max': V.tooLong });

/** Spec §3 User: title (Mr / Mme / N/A), first name, last name, phone; the session server checks them again. */
export const profileSchema = Joi.object<ProfileValues>({
  title: Joi.string()
    .valid(...TITLES)
    .required()
    .messages({ 'any.required': V.titleRequired, 'any.only': V.titleRequired, 'string.empty': V.titleRequired }),
  firstName: name(V.firstNameRequired),
  lastName: name(V.lastNameRequired),
  phone: Joi.string().allow('').pattern(PHONE_PATTERN).messages({ 'string.pattern.base': V.phoneInvalid }),
});
