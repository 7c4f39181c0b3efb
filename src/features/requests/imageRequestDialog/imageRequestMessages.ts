/** The spec's words for the New Image Request dialog (sections 5 and 8), kept verbatim. */
export const messages = {
  required: 'Required.',
  manufacturerRequired: 'The manufacturer field is required',
  platformRequired: 'The platform field is required',
  descriptionRequired: 'This field is required.',
  reviewRequest: 'Required field has no value, please review request',
  requiredNotLinked: 'There are required components in the list that have not been linked yet.',
  dueDateBlank: 'Priority due date cannot be blank.',
  noGameType: (manufacturer: string, platform: string) =>
    `There is no game component type added to ${manufacturer} and ${platform}`,
  // Ours, in the voice of the linking messages: Add Game before the list has a platform.
  choosePlatformFirst: 'Please select a manufacturer and platform before attempting to add a game.',
  selectBeforeLink: 'Please select a component before attempting to link.',
  selectBeforeUnlink:
    'A Components List item has not been selected yet. Please make a selection before attempting to unlink a component.',
  nothingToUnlink:
    'The selected Components List item does not have a linked component to unlink. Please modify the selection and try again.',
  fileRequired: 'File is required',
  validationSubmitted: 'Software Validation submitted successfully',
  requestSaved: 'Image request saved successfully',
  // Ours: the mark on each row the required-components message is about.
  needsLinking: 'Needs linking',
  // Ours: under the server's 409 message (code `stale`: someone saved the request since it was
  // loaded) in the dialog.
  staleKeepsInput:
    'Your changes are still in the form below. Reload the request to see the saved version (your changes are then discarded).',
  reloadRequest: 'Reload request',
  // Ours: a request in an organization the editor is not a member of.
  unnamedOrganization: 'Unnamed organization',
  notYourOrganization: (name: string) =>
    `You are not a member of ${name}, so the request cannot be saved there. Choose one of your organizations to save it.`,
};

/** Our wording (the spec has none) for the question before a change clears linked components. */
export const clearLinksQuestion = {
  title: 'Clear the linked components?',
  body: 'Changing the manufacturer or platform reloads the components list, and the components linked so far are removed.',
  ok: 'Change and clear',
  cancel: 'Keep current',
} as const;

/** The fixed Save quick action: the empty UUID stores the request without changing its status. */
export const SAVE_ACTION = {
  id: '00000000-0000-0000-0000-000000000000',
  description: 'Save',
} as const;
