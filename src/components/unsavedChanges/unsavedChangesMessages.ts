/** The spec names no wording for this question; these are ours, kept in one place. */
export const UNSAVED_CHANGES = {
  title: 'Discard unsaved changes?',
  body: 'You have changes that are not saved yet. If you leave now, they are lost.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
} as const;
