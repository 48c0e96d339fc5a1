/** RECEIPT-4: the files of one batch weigh 8 MiB at most. */
export const BATCH_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Room for the multipart framing and text fields around the files when the Content-Length is
 * checked up front; the file bytes themselves are counted exactly while streaming.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const UPLOAD_MESSAGES = {
  payload_too_large: 'Vos fichiers dépassent la taille maximale de 8\u00a0Mo.',
  unsupported_file_type: 'Seuls les fichiers JPG, JPEG, PNG et PDF sont acceptés.',
  batch_is_already_sent: 'Cet envoi a déjà été effectué. Merci de recommencer avec un nouvel envoi.',
  batch_is_being_sent: 'Cet envoi est en cours.',
  receipt_not_replaceable: 'Cette preuve d’achat ne peut plus être modifiée.',
} as const;
