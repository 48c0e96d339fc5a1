import type { Request } from 'express';
import type Joi from 'joi';
import { invalidParameter } from './errors';

/** Query string and JSON/form body together: the kit may send parameters either way (CONTRACT.md). */
export function requestParams(req: Request): Record<string, unknown> {
  const body = typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {};
  return { ...(req.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
}

/** Joi error types mapped to the kit's invalid reasons (KIT-4: wrong_type, blank, …). */
function reasonOf(type: string): string {
  if (type === 'any.required' || type === 'string.empty') return 'blank';
  if (type === 'string.pattern.invert.base') return 'wrong_format';
  if (type.endsWith('.base') || type === 'object.unknown') return 'wrong_type';
  if (type === 'string.max' || type === 'array.max' || type === 'number.max') return 'too_long';
  if (type === 'string.min' || type === 'number.min' || type === 'array.min') return 'too_short';
  if (type === 'string.email') return 'wrong_format';
  return 'not_allowed';
}

/** Validates and converts the request's parameters, or throws 400 invalid_parameter. */
export function validParams<T>(schema: Joi.ObjectSchema<T>, req: Request): T {
  const { value, error } = schema.validate(requestParams(req), { abortEarly: true, stripUnknown: true, convert: true });
  if (error) {
    const detail = error.details[0];
    throw invalidParameter(detail?.path.join('.') || 'body', reasonOf(detail?.type ?? ''));
  }
  return value;
}
