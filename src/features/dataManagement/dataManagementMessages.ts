/**
 * The screen's own wording and constants (spec sections 2, 5, 8 and 9), verbatim. Failures
 * without a usable answer ('Failed to get workflows.', 'Failed to save workflow.', ...) come
 * from src/api/fallbackMessages.ts through the error snackbar; a success: false answer shows
 * the server's message the same way.
 */
export const dataManagementMessages = {
  workflowSaved: 'Workflow save successfully',
  stateSaved: 'Workflow State saved successfully',
  actionSaved: 'Action saved successfully',
  roleAdded: 'Role successfully added to action',
  roleRemoved: 'Role successfully removed from action',
  // The spec names no success message for these two; the server's own wording.
  componentTypeSaved: 'Component type saved successfully',
  platformAdded: 'Platform added successfully',
  required: 'Required',
  // The server refuses a state's sort order under 1 with these words; the form says them first.
  sortOrderMin: 'The sort order must be 1 or more.',
  // Ours: the field keeps what was typed (no rounding), and says why it cannot be saved.
  sortOrderWhole: 'The sort order must be a whole number.',
  // Under the server's 409 (code `stale`) when someone saved the component type since it was loaded.
  staleKeepsInput:
    'Your changes are still in the form below. Reload the component type to see the saved version (your changes are then discarded).',
  reloadComponentType: 'Reload component type',
  // The same for a workflow state and a workflow action.
  staleStateKeepsInput:
    'Your changes are still in the form below. Reload the state to see the saved version (your changes are then discarded).',
  reloadState: 'Reload state',
  staleActionKeepsInput:
    'Your changes are still in the row being edited. Reload the action to see the saved version (your changes are then discarded).',
  reloadAction: 'Reload action',
} as const;
