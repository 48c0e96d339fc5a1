import type { Request } from 'express';
import type Joi from 'joi';
import { IDENTIFIER_ERRORS, IDENTIFIER_MESSAGES } from 'shared-kit/contracts';
import { invalidParameter } from './errors';

/** Query string and JSON/form body together: the kit may send parameters either way (CONTRACT.md). */
export function requestParams(req: Request): Record<string, unknown> {
  const body = typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {};
  return { ...(req.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
}

/** Joi error types mapped to the kit's invalid reasons (KIT-4: wrong_type, blank, …). */
function reasonOf(type: string): string {
  if (type === 'any.required' || type === 'string.empty') return 'blank';
  if (type === 'string.pattern.invert.base' || Object.values<string>(IDENTIFIER_ERRORS).includes(type))
    return 'wrong_format';
  if (type.endsWith('.base') || type === 'object.unknown') return 'wrong_type';
  if (type === 'string.max' || type === 'array.max' || type === 'number.max') return 'too_long';
  if (type === 'string.min' || type === 'number.min' || type === 'array.min') return 'too_short';
  if (type === 'string.email') return 'wrong_format';
  return 'not_allowed';
}

/** The identifiers' refusals say what is wrong, in the site's words (shared-kit identifier-rules.ts). */
function ruleMessage(type: string | undefined, parameter: string): string | undefined {
  if (type === IDENTIFIER_ERRORS.invisible) return IDENTIFIER_MESSAGES.emailInvisible;
  if (type === IDENTIFIER_ERRORS.mixed_scripts) return IDENTIFIER_MESSAGES.emailMixedScripts;
  if (type === IDENTIFIER_ERRORS.nameWithoutLetter)
    return `Le champ «\u00a0${parameter}\u00a0» doit contenir au moins une lettre.`;
  return undefined;
}

/** Validates and converts the request's parameters, or throws 400 invalid_parameter. */
export function validParams<T>(schema: Joi.ObjectSchema<T>, req: Request): T {
  const { value, error } = schema.validate(requestParams(req), { abortEarly: true, stripUnknown: true, convert: true });
  if (error) {
    const detail = error.details[0];
    const parameter = detail?.path.join('.') || 'body';
    throw invalidParameter(parameter, reasonOf(detail?.type ?? ''), undefined, ruleMessage(detail?.type, parameter));
  }
  return value;
}
