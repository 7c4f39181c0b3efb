import { fallbackMessageFor } from '@/api/fallbackMessages';

/**
 * The screen's own wording (spec sections 5 and 8), verbatim. Call failures without a
 * usable answer ('Failed to get requests.', 'Failed to add note.', ...) are the operations'
 * x-fallback-message in openapi.yaml, shown through the error snackbar. The attachment
 * download (a blob) bypasses RTK Query and reads its own here.
 */
/** The server's per-file upload limit (MAX_UPLOAD_MB, 20 by default; docs/server.md). */
export const MAX_ATTACHMENT_MB = 20;

export const requestMessages = {
  required: 'Required.',
  fileRequired: 'File is required',
  attachmentsAdded: 'Attachments added successfully',
  attachmentsFailed: 'Could not add attachments',
  downloadFailed: fallbackMessageFor('getAttachment'),
  deleteRequestConfirm: 'Delete this request? This cannot be undone.',
  deleteSubmissionConfirm: 'Delete the SSIF submission of this request? This cannot be undone.',
  // The confirmations name the record they delete.
  deleteRequestTitle: (name: string) => `Delete request ${name}?`,
  deleteSubmissionTitle: (alias: string) => `Delete SSIF submission ${alias}?`,
  attachmentLimit: `Up to ${MAX_ATTACHMENT_MB} MB per file.`,
  attachmentTooLarge: (name: string) =>
    `${name} is larger than ${MAX_ATTACHMENT_MB} MB, the largest file that can be attached.`,
} as const;
