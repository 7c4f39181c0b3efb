/** The profile fields, as the form and the contract name them. */
export type ProfileField =
  'username' | 'firstName' | 'lastName' | 'email' | 'title' | 'department' | 'badgeNumber';

/*
 * The error envelope carries one message and no field (docs/api-conventions.md), but the
 * server's messages name the field they concern, in words ('E-mail address is required.')
 * or as the contract's property ('Invalid request: email must match format "email".').
 */
const fieldPatterns: readonly [ProfileField, RegExp][] = [
  ['username', /\buser ?name\b/i],
  ['firstName', /\bfirst ?name\b/i],
  ['lastName', /\blast ?name\b/i],
  ['email', /\be-?mail\b/i],
  ['title', /\btitle\b/i],
  ['department', /\bdepartment\b/i],
  ['badgeNumber', /\bbadge ?number\b/i],
];

/** The fields a server message names, among those the form shows. */
export function fieldsNamedIn(message: string, shown: readonly ProfileField[]): ProfileField[] {
  return fieldPatterns
    .filter(([field, pattern]) => shown.includes(field) && pattern.test(message))
    .map(([field]) => field);
}
