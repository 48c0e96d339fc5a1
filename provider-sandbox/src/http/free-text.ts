import Joi from 'joi';

/*
 * What a person types (names, address lines, messages) is printable text: NUL, C0/C1 controls and the invisible
 * bidi controls that make a name read backwards on a support screen are refused (400 invalid_parameter
 * wrong_format), never stored. One-line fields also refuse tabs and line breaks; a message keeps them.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const UNSAFE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_IN_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/** A one-line free-text field. */
export const freeLine = (): Joi.StringSchema => Joi.string().pattern(UNSAFE_IN_LINE, { invert: true });

/** A multi-line free text (line breaks and tabs allowed). */
export const freeText = (): Joi.StringSchema => Joi.string().pattern(UNSAFE_IN_TEXT, { invert: true });
