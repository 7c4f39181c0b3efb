/**
 * A request's call still on its way, for the request shown now: a button that stays mounted from
 * one selected request to the next (the card updates in place) shows only its own request's call
 * as busy, not one started for the request shown before.
 */
export function runningForRequest(
  call: { isLoading: boolean; originalArgs?: { requestId: number } },
  requestId: number,
): boolean {
  return call.isLoading && call.originalArgs?.requestId === requestId;
}
