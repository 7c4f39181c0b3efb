import type { Role, User } from '@/api/generated/accountApi';

/** The profile fields, as the form and the contract name them. */
export type ProfileField =
  'username' | 'firstName' | 'lastName' | 'email' | 'title' | 'department' | 'badgeNumber';

export type ProfileValues = Record<ProfileField, string>;

export const emptyProfile: ProfileValues = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  title: '',
  department: '',
  badgeNumber: '',
};

export const profileFields = Object.keys(emptyProfile) as ProfileField[];

export function valuesOf(user: User | undefined): ProfileValues {
  if (!user) return emptyProfile;
  const { username, firstName, lastName, email, title, department, badgeNumber } = user;
  return { username, firstName, lastName, email, title, department, badgeNumber };
}

/** True when a field differs from what was loaded or last saved. */
export function fieldsChanged(
  values: Partial<ProfileValues> | undefined,
  baseline: ProfileValues,
): boolean {
  if (!values) return false;
  return profileFields.some(
    (field) => values[field] !== undefined && values[field] !== baseline[field],
  );
}

/** What the server stores: trimmed text (it trims too, so the form shows what was saved). */
export function trimmed(values: ProfileValues): ProfileValues {
  const result = { ...emptyProfile };
  for (const field of profileFields) result[field] = (values[field] ?? '').trim();
  return result;
}

/**
 * The roles to send for an administrator's save: the ticked assignable roles, plus every
 * role the user holds that the administrator may not assign, unchanged, so it stays.
 */
export function rolesToSend(
  held: readonly Role[],
  assignable: readonly Role[],
  ticked: readonly string[],
): Role[] {
  const assignableIds = new Set(assignable.map((role) => role.objectId));
  const tickedIds = new Set(ticked);
  return [
    ...assignable.filter((role) => tickedIds.has(role.objectId)),
    ...held.filter((role) => !assignableIds.has(role.objectId)),
  ];
}
