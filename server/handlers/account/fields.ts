import { COMMON_PASSWORD } from '@/lib/domain/commonPassword';
import { MIN_PASSWORD_LENGTH, isLongEnoughPassword } from '@/lib/domain/password';
import { isCommonPassword } from '../../auth/commonPassword';
import { badRequest } from '../../http/errors';
import type { ProfileFields } from '../../repositories/users';

const PASSWORDS_DIFFER = 'The entered passwords do not match.';
const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;

/** The trimmed text of a required body field; `field` is its name in the contract. */
export function requireText(value: string | undefined, label: string, field: string): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw badRequest(`${label} is required.`, field);
  return trimmed;
}

export function profileFields(body: {
  firstName: string;
  lastName: string;
  email: string;
  title?: string;
  department?: string;
  badgeNumber?: string;
}): ProfileFields {
  return {
    firstName: requireText(body.firstName, 'First name', 'firstName'),
    lastName: requireText(body.lastName, 'Last name', 'lastName'),
    email: requireText(body.email, 'E-mail address', 'email'),
    title: body.title?.trim() ?? '',
    department: body.department?.trim() ?? '',
    badgeNumber: body.badgeNumber?.trim() ?? '',
  };
}

export function checkNewPassword(password: string, confirm?: string): void {
  if (!isLongEnoughPassword(password)) throw badRequest(PASSWORD_TOO_SHORT, 'newPassword');
  if (confirm !== undefined && password !== confirm)
    throw badRequest(PASSWORDS_DIFFER, 'confirmPassword');
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, 'newPassword');
}
