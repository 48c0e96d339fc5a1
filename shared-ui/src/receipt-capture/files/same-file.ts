/**
 * A picked file's identity, to refuse the same file picked twice (« ticket.pdf » added again to a receipt, or to
 * another receipt of the same send: the provider would count one purchase twice). Name, size and date of the file as
 * the device holds it: what is sent may be a lightened copy with another name and size. A photo taken with the
 * camera is always a new file.
 */
export function pickedFileKey(file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return JSON.stringify([file.name, file.size, file.lastModified]);
}

/** The position (1-based) of the receipt already holding a file of that key, or null. */
export function receiptHolding(
  groups: ReadonlyArray<{ files: ReadonlyArray<{ pickedKey?: string }> }>,
  key: string,
): number | null {
  const index = groups.findIndex((group) => group.files.some((file) => file.pickedKey === key));
  return index === -1 ? null : index + 1;
}
