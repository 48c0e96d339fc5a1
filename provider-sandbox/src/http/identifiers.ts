import Joi from 'joi';
import { EMAIL_MAX_LENGTH, identifierEmail, personName } from 'shared-kit/contracts';
import { freeLine } from './free-text';

/*
 * The identifiers' one rule, the site's too (shared-kit contracts identifier-rules.ts): an account's e-mail is kept
 * normalised (NFKC, lower case) and refused with an invisible character or letters of several scripts, so no two
 * accounts look alike; a name holds a letter, so none looks empty. Refused with 400 invalid_parameter wrong_format and
 * the rule's French words (http/params.ts).
 */

/** The e-mail that names an account: sign-up, login, settings, a partner's user, a reset. */
export const accountEmail = (): Joi.StringSchema =>
  Joi.string().trim().custom(identifierEmail).max(EMAIL_MAX_LENGTH).email({ tlds: false });

/** A person's first or last name (empty allowed where the contract allows it, with `.allow('')`). */
export const personNameLine = (): Joi.StringSchema => freeLine().trim().max(100).custom(personName);
