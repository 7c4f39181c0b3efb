/** The screen's own wording (spec sections 5 and 8), verbatim, double space included. */
export const organizationMessages = {
  required: 'Required',
  positivePort: 'Value needs to be a positive number',
  // Ours: a port is a whole number; the field keeps what was typed rather than rounding it.
  wholePort: 'Value needs to be a whole number',
  invalidForm: 'The input in some of the fields in the form are invalid',
  saved: 'Successfully saved organization information',
  saveFailed: 'Error when saving the organization information',
  workflowsFailed: 'Error when getting the available workflows',
  usersFailed: 'Error when getting the available users list',
  noAddUserPermission: "You don't  have permission to add user to organization",
  noName: '<No Name>',
  deleteConfirm: 'Delete this organization? It leaves the lists; its image requests are kept.',
  // Ours (the spec names none): the confirmation names the record, and the success follows.
  deleteTitle: (name: string) => `Delete organization ${name}?`,
  deleted: (name: string) => `Organization ${name} deleted successfully`,
  jurisdictionRemoved: (name: string) => `Jurisdiction ${name} removed from the organization`,
  userRemoved: (username: string) => `User ${username} removed from the organization`,
  // Under the server's 409 (code `stale`) when someone saved the organization since it was loaded.
  staleKeepsInput:
    'Your changes are still in the form below. Reload the organization to see the saved version (your changes are then discarded).',
  reloadOrganization: 'Reload organization',
  // Ours: the empty tables say how to fill them (issue 20 item 5).
  noJurisdictions:
    'No jurisdictions yet. Choose them under Available Jurisdictions, then Add Jurisdictions.',
  noJurisdictionsReadOnly: 'No jurisdictions yet.',
  noUsers: 'No users yet. Choose them under Available Users, then Add Users.',
} as const;

/** A prefixed fragment followed by what the server (or the call's fallback) said. */
export const withDetail = (fragment: string, detail: string) => `${fragment}: ${detail}`;
