/** The spec's words for the profile form (sections 2, 5 and 8), kept once. */
export const profileMessages = {
  required: 'Required.',
  minPassword: 'Min 8 characters',
  passwordHint: 'At least 8 characters',
  passwordsDiffer: 'The passwords you entered did not match',
  email: 'Not a valid e-mail address',
  profileSaved: 'Profile saved successfully',
  passwordSaved: 'New password saved successfully',
  profileFailed: 'Saving your profile changes has failed. Please try again or contact support: ',
  passwordFailed: 'Saving your new password has failed. Please try again or contact support: ',
  inviteFailed: 'Sending the new user invite has failed. Please try again or contact support: ',
  rolesFailed: 'Gathering the assignable roles has failed',
  noRolesSelected:
    'No roles were selected to assign to the new user. Please select at least one user role.',
  never: 'NEVER',
  // Under the server's 409 (code `stale`) when someone saved the user since the form loaded it.
  staleKeepsInput:
    'Your changes are still in the form below. Reload the profile to see the saved version (your changes are then discarded).',
  reloadProfile: 'Reload profile',
} as const;
