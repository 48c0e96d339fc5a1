import Joi from 'joi';
import {
  EMAIL_MAX_LENGTH,
  identifierEmail,
  meetsPasswordRule,
  PASSWORD_MAX_LENGTH,
  personName,
  TITLES,
  UNSAFE_IN_LINE,
} from 'shared-kit/contracts';

/**
 * The identifiers' one rule (shared-kit contracts identifier-rules.ts): normalised (NFKC, lower case), refused with an
 * invisible character or letters of several scripts. Long enough for any real address; the cookie budget is checked
 * separately.
 */
const email = Joi.string()
  .trim()
  .custom(identifierEmail)
  .max(EMAIL_MAX_LENGTH)
  .email({ tlds: { allow: false } });
/** Free text is printable text: no NUL, no control or bidi-override character (refused, never silently cut). */
const line = () => Joi.string().pattern(UNSAFE_IN_LINE, { invert: true });
/** A person's name holds a letter: never only blanks, selectors or emoji. */
const name = line().trim().min(1).max(100).custom(personName);
/** The site's one password rule (shared-kit contracts, AUTH-8): the forms check the same before sending. */
const newPassword = Joi.string()
  .max(PASSWORD_MAX_LENGTH)
  .custom((value: string, helpers) => (meetsPasswordRule(value) ? value : helpers.error('password.rule')));
/** At login, any password the provider may hold: no rule (an old one may predate it), only its length. */
const currentPassword = Joi.string().min(1).max(PASSWORD_MAX_LENGTH);

export const signupSchema = Joi.object({
  email: email.required(),
  password: newPassword.required(),
  lastName: name.required(),
  firstName: name.required(),
  // An account is opened only with the terms accepted and majority confirmed: checked here, not only in the form.
  termsAccepted: Joi.boolean().strict().valid(true).required(),
  adult: Joi.boolean().strict().valid(true).required(),
});

/** AUTH-7: a reset e-mail is asked for with the address alone. */
export const askResetSchema = Joi.object({ email: email.required() });

/** No minimum length at login: the provider decides, and an old password may predate the rule. */
export const loginSchema = Joi.object({
  email: email.required(),
  password: currentPassword.required(),
});

export const updateUserSchema = Joi.object({
  title: Joi.string()
    .valid(...TITLES)
    .allow(null),
  firstName: name,
  lastName: name,
  email,
  phone: line().trim().max(30).allow(null, ''),
  password: currentPassword,
})
  .min(1)
  .with('email', 'password');

export const updateBasketSchema = Joi.object({
  purchases: Joi.array()
    .items(
      Joi.object({
        couponIdentifier: Joi.string().min(1).max(100).required(),
        quantity: Joi.number().strict().integer().min(1).max(99).required(),
      }),
    )
    .max(200)
    .required(),
});
