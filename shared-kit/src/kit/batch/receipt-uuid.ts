/**
 * RECEIPT-1: uuids are generated from capture time plus user id and must be unique
 * within a batch. Layout (an RFC 9562 version 8, "custom", uuid):
 *   48 bits capture time in ms | version 8 | 12 bits sequence in the batch |
 *   variant 10 | 30 bits of the user id's hash | 32 random bits.
 * The sequence keeps two receipts captured in the same millisecond apart; the caller still
 * checks against the batch's uuids, which is what makes uniqueness a guarantee.
 */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function randomUint32(): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return values[0] ?? 0;
}

function hex(value: number, length: number): string {
  return value.toString(16).padStart(length, '0').slice(-length);
}

export function receiptUuid(capturedAt: Date, userId: string | number, sequence: number): string {
  const time = hex(Math.max(0, Math.floor(capturedAt.getTime())), 12);
  const versionAndSequence = `8${hex(sequence & 0xfff, 3)}`;
  const userBits = fnv1a32(String(userId)) & 0x3fffffff;
  // variant "10" in the top two bits, then the upper 14 of the 30 user bits.
  const variantAndUser = hex(0x8000 | (userBits >>> 16), 4);
  const rest = hex(userBits & 0xffff, 4) + hex(randomUint32(), 8);
  return `${time.slice(0, 8)}-${time.slice(8)}-${versionAndSequence}-${variantAndUser}-${rest}`;
}

/** A version 4 uuid, also where crypto.randomUUID is missing (plain-http pages). */
export function randomUuid(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const text = Array.from(bytes, (byte) => hex(byte, 2)).join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
