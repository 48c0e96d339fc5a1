import Joi from 'joi';
import { UNSAFE_IN_LINE, UNSAFE_IN_TEXT } from 'shared-kit/contracts';

/*
 * What a person types (names, address lines, messages) is printable text: control characters, the invisible bidi
 * controls that make a name read backwards on a support screen and the other invisible characters (zero-width,
 * fillers, tags, soft hyphen…) are refused (400 invalid_parameter wrong_format), never stored. One rule with the
 * site's forms and session server: shared-kit's text-rules. One-line fields also refuse tabs and line breaks; a
 * message keeps them.
 */

/** A one-line free-text field. */
export const freeLine = (): Joi.StringSchema => Joi.string().pattern(UNSAFE_IN_LINE, { invert: true });

/** A multi-line free text (line breaks and tabs allowed). */
export const freeText = (): Joi.StringSchema => Joi.string().pattern(UNSAFE_IN_TEXT, { invert: true });
