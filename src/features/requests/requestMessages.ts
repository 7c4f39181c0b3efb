/**
 * The screen's own wording (spec sections 5 and 8), verbatim. Call failures without a
 * usable answer ('Failed to get requests.', 'Failed to load available actions.', 'Failed
 * to execute workflow action.', 'Failed to add note.', 'Failed to add attachments.') come
 * from src/api/fallbackMessages.ts through the error snackbar; they are repeated here
 * for the attachments upload, which does not go through RTK Query (progress needs XHR).
 */
export const requestMessages = {
  required: 'Required.',
  fileRequired: 'File is required',
  attachmentsAdded: 'Attachments added successfully',
  attachmentsFailed: 'Could not add attachments',
  addAttachmentsFallback: 'Failed to add attachments.',
  downloadFailed: 'Failed to get attachment.',
  deleteRequestConfirm: 'Delete this request? This cannot be undone.',
  deleteSubmissionConfirm: 'Delete the SSIF submission of this request? This cannot be undone.',
} as const;
