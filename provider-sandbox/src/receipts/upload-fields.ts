import Joi from 'joi';
import { invalidParameter } from '../http/errors';
import type { DeclaredReceipt } from './batches';

const uuid = Joi.string().pattern(/^[A-Za-z0-9_-]{1,100}$/);

/** Arrays in multipart fields come as a JSON array string or a comma-separated list. */
export function listField(name: string, raw: unknown): string[] {
  if (raw === undefined || raw === '') return [];
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string') throw invalidParameter(name, 'wrong_type');
  if (raw.trim().startsWith('[')) {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string' || typeof item === 'number'))
        return parsed.map(String);
    } catch {
      // falls through to the error below
    }
    throw invalidParameter(name, 'wrong_type');
  }
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function validOrThrow<T>(schema: Joi.Schema<T>, name: string, value: unknown): T {
  const { value: valid, error } = schema.validate(value);
  if (error) throw invalidParameter(name, error.details[0]?.type === 'any.required' ? 'blank' : 'wrong_format');
  return valid;
}

export function uuidField(name: string, value: unknown): string {
  return validOrThrow(uuid.required(), name, value);
}

/** RECEIPT-1: uuid, capturedAt, the declared EANs and offers. */
export function declaredReceipt(raw: {
  receipt_uuid?: unknown;
  captured_at?: unknown;
  eans?: unknown;
  offer_identifiers?: unknown;
}): DeclaredReceipt {
  const capturedAt =
    raw.captured_at === undefined || raw.captured_at === ''
      ? null
      : validOrThrow(Joi.date().iso(), 'captured_at', raw.captured_at);
  const eans = listField('eans', raw.eans);
  if (!eans.every((ean) => /^\d{8,14}$/.test(ean))) throw invalidParameter('eans', 'wrong_format');
  return {
    receiptUuid: uuidField('receipt_uuid', raw.receipt_uuid),
    capturedAt: capturedAt === null ? null : new Date(capturedAt).toISOString(),
    eans,
    offerIdentifiers: listField('offer_identifiers', raw.offer_identifiers),
  };
}

/**
 * The client's key of each file of an upload (`file_keys`: one per file, in the order of the files): a file sent again
 * under its key (a resumed batch whose first answer was lost) replaces the one stored under it. Optional: none, no
 * replacing.
 */
export function fileKeysField(name: string, raw: unknown, files: number): (string | undefined)[] {
  const keys = listField(name, raw);
  if (keys.length === 0) return Array.from({ length: files }, () => undefined);
  if (keys.length !== files) throw invalidParameter(name, 'wrong_count', `${keys.length} keys for ${files} files`);
  if (new Set(keys).size !== keys.length) throw invalidParameter(name, 'not_unique');
  return keys.map((key) => uuidField(name, key));
}

/** The keys an upload announces before its files (to count what they will replace), never an error here. */
export function announcedFileKeys(fields: Record<string, string>): string[] {
  try {
    const manifest = fields.manifest ? (JSON.parse(fields.manifest) as { file_keys?: unknown }[]) : [];
    const inManifest = Array.isArray(manifest)
      ? manifest.flatMap((entry) => listField('file_keys', entry?.file_keys))
      : [];
    return [...listField('file_keys', fields.file_keys), ...inManifest];
  } catch {
    return [];
  }
}

const manifestSchema = Joi.array()
  .items(
    Joi.object({
      receipt_uuid: Joi.required(),
      captured_at: Joi.any(),
      eans: Joi.any(),
      offer_identifiers: Joi.any(),
      file_keys: Joi.any(),
      field: Joi.string().required(),
    }),
  )
  .min(1);

/** bulk_upload's manifest: which multipart field holds the files of which receipt (and their keys, if any). */
export function bulkManifest(
  raw: string | undefined,
): { field: string; receipt: DeclaredReceipt; fileKeys: unknown }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    throw invalidParameter('manifest', raw ? 'wrong_type' : 'blank');
  }
  const entries = validOrThrow(manifestSchema, 'manifest', parsed) as {
    field: string;
    receipt_uuid: unknown;
    captured_at?: unknown;
    eans?: unknown;
    offer_identifiers?: unknown;
    file_keys?: unknown;
  }[];
  return entries.map((entry) => ({ field: entry.field, receipt: declaredReceipt(entry), fileKeys: entry.file_keys }));
}
