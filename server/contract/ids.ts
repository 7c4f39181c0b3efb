/** The empty UUID: an unsaved workflow, state, action or organization, and the Save quick action. */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
