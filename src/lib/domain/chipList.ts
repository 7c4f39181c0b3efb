/**
 * The chip-list rule (spec section 5): a value is added only if it is non-empty and, once
 * trimmed, not already present; the list is stored comma-joined. Kept here once, for every
 * chip list of the app and for the server, which stores the component type's lists through it.
 */

/** The chips after adding `raw`: the same array when the rule turns the value away. */
export function addChip(chips: readonly string[], raw: string): readonly string[] {
  const value = raw.trim();
  if (value === '' || chips.includes(value)) return chips;
  return [...chips, value];
}

/** The chips of a stored comma-joined list, read through the same rule. */
export function splitChips(joined: string | null | undefined): string[] {
  return [...(joined ?? '').split(',').reduce(addChip, [])];
}

export function joinChips(chips: readonly string[]): string {
  return chips.join(',');
}

/** A comma-joined list as the rule keeps it: values trimmed, empties and repeats dropped. */
export function normaliseChips(joined: string): string {
  return joinChips(splitChips(joined));
}
