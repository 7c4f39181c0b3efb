/**
 * The empty UUID (spec section 3): an unsaved workflow, state, action or organization, and
 * the Save quick action of a request. The server's twin is server/contract/ids.ts.
 */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
