/**
 * The longest values the forms let the user type, by kind of field. The server enforces
 * openapi.yaml's maxLength on every field; fieldLimits.test.ts keeps each form field's limit
 * equal to the contract's, so a form never takes what the server would refuse.
 */
export const MAX_LENGTH = {
  /** Names and titles: a request, a component, a software set, an organization. */
  name: 200,
  /** Descriptions and notes. */
  text: 4000,
  /** An image request's GPS upload path. */
  gpsPath: 1000,
  /** An organization's property code. */
  propertyCode: 50,
  /** An organization's server address (a host name or an IP address). */
  serverIP: 255,
} as const;
