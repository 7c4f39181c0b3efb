/**
 * A component type's function (product spec section 9, "Component function choices"): the
 * component type editor's choices, the server's check of SaveComponentType and the
 * software-set CSV's Function column. openapi.yaml repeats the list in ComponentType.function's
 * description (an empty function is allowed there, so it cannot be an enum);
 * componentFunctions.test.ts keeps the two equal.
 */
export const COMPONENT_FUNCTIONS = [
  'Main PGM',
  'Operating System',
  'Personality PGM',
  'Printer',
  'Progressive',
  'RAM Clear',
  'Bill Validator',
  'Sound/Graphics',
  'Hardware',
  'System',
  'Other',
] as const;

export type ComponentFunction = (typeof COMPONENT_FUNCTIONS)[number];

export function isComponentFunction(value: string): value is ComponentFunction {
  return COMPONENT_FUNCTIONS.some((fn) => fn === value);
}
