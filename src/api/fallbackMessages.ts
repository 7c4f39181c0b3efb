import { fallbackMessages } from './generated/operationFacts';

/**
 * What the user reads when a call gets no usable answer (spec section 8): the operation's
 * x-fallback-message in openapi.yaml. An endpoint without one still gets a message of the
 * same 'Failed to ...' style.
 */
export function fallbackMessageFor(endpointName: string): string {
  return (
    fallbackMessages[endpointName] ??
    `Failed to ${endpointName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()}.`
  );
}
