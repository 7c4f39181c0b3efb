import { MIN_PASSWORD_LENGTH, isLongEnoughPassword } from '@/lib/domain/password';
import { badRequest } from '../../http/errors';
import type { ProfileFields } from '../../repositories/users';

const PASSWORDS_DIFFER = 'The entered passwords do not match.';
const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;

export function requireText(value: string | undefined, label: string): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw badRequest(`${label} is required.`);
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
    firstName: requireText(body.firstName, 'First name'),
    lastName: requireText(body.lastName, 'Last name'),
    email: requireText(body.email, 'E-mail address'),
    title: body.title?.trim() ?? '',
    department: body.department?.trim() ?? '',
    badgeNumber: body.badgeNumber?.trim() ?? '',
  };
}

export function checkNewPassword(password: string, confirm?: string): void {
  if (!isLongEnoughPassword(password)) throw badRequest(PASSWORD_TOO_SHORT);
  if (confirm !== undefined && password !== confirm) throw badRequest(PASSWORDS_DIFFER);
}
