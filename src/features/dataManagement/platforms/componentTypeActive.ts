/**
 * Our words for the component type's `active` flag (the spec names the flag, not its
 * wording): an inactive type is retired, not deleted, so requests that use it keep it.
 */
export const componentTypeActive = {
  label: 'Active',
  help: 'Inactive types are not offered on new requests or in software-set files; requests that already use them keep them.',
  /** Beside the name in the list: words, so the state does not rest on colour alone. */
  inactiveMark: 'Inactive',
} as const;
