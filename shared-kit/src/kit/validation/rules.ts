import { kitErrors } from '../errors/kit-errors';

/**
 * Parameter rules of KIT-3. Each one throws a KitError `invalid_parameter` with the
 * parameter's name and the reason (`wrong_type`, `blank`, `not_a_number`), so an operation
 * refuses bad input before any request is sent. Operations are async: the throw becomes a
 * rejection.
 */

/** A string with at least one non-space character. */
export function requireString(name: string, value: unknown): string {
  if (value === undefined || value === null) throw kitErrors.invalidParameter(name, 'blank');
  if (typeof value !== 'string') throw kitErrors.invalidParameter(name, 'wrong_type', typeof value);
  if (value.trim() === '') throw kitErrors.invalidParameter(name, 'blank');
  return value;
}

export function optionalString(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw kitErrors.invalidParameter(name, 'wrong_type', typeof value);
  return value;
}

export function requireBoolean(name: string, value: unknown): boolean {
  if (value === undefined || value === null) throw kitErrors.invalidParameter(name, 'blank');
  if (typeof value !== 'boolean') throw kitErrors.invalidParameter(name, 'wrong_type', typeof value);
  return value;
}

export function optionalBoolean(name: string, value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  return requireBoolean(name, value);
}

/** A valid Date (a capture time). */
export function requireDate(name: string, value: unknown): Date {
  if (value === undefined || value === null) throw kitErrors.invalidParameter(name, 'blank');
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw kitErrors.invalidParameter(name, 'wrong_type');
  return value;
}

/** Ids (KIT-3: "numeric id (not NaN)"): a finite number, or a string holding one. */
export function requireNumericId(name: string, value: unknown): number {
  if (value === undefined || value === null || value === '') throw kitErrors.invalidParameter(name, 'blank');
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw kitErrors.invalidParameter(name, 'wrong_type', typeof value);
  }
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(id)) throw kitErrors.invalidParameter(name, 'not_a_number', value);
  return id;
}

export function optionalNumericId(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  return requireNumericId(name, value);
}

export function optionalNumber(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw kitErrors.invalidParameter(name, 'wrong_type', typeof value);
  if (Number.isNaN(value)) throw kitErrors.invalidParameter(name, 'not_a_number', value);
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireObject(name: string, value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) throw kitErrors.invalidParameter(name, 'blank');
  if (!isPlainObject(value)) throw kitErrors.invalidParameter(name, 'wrong_type', typeof value);
  return value;
}

export function optionalObject(name: string, value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  return requireObject(name, value);
}

export function optionalArray(name: string, value: unknown): unknown[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw kitErrors.invalidParameter(name, 'wrong_type', typeof value);
  return value;
}

export function optionalStringArray(name: string, value: unknown): string[] | undefined {
  const list = optionalArray(name, value);
  if (list && !list.every((item) => typeof item === 'string')) {
    throw kitErrors.invalidParameter(name, 'wrong_type', 'array of non-strings');
  }
  return list as string[] | undefined;
}

/**
 * Coupon, goody, card and message objects (KIT-3): an object whose `identifier` is a
 * non-empty string. The reported parameter is `<name>.identifier` when only that is wrong.
 */
export function requireIdentified(name: string, value: unknown): string {
  const object = requireObject(name, value);
  return requireString(`${name}.identifier`, object.identifier);
}

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

function isFileList(value: unknown): value is FileList {
  return typeof FileList !== 'undefined' && value instanceof FileList;
}

/** RECEIPT-3: "files must be a FileList or an array of File and non-empty". */
export function requireFiles(name: string, value: unknown): File[] {
  if (value === undefined || value === null) throw kitErrors.invalidParameter(name, 'blank');
  let files: unknown[];
  if (isFileList(value)) files = Array.from(value);
  else if (Array.isArray(value)) files = value;
  else throw kitErrors.invalidParameter(name, 'wrong_type', typeof value);
  if (!files.every(isFile)) throw kitErrors.invalidParameter(name, 'wrong_type', 'not a File');
  if (files.length === 0) throw kitErrors.invalidParameter(name, 'blank');
  return files as File[];
}
