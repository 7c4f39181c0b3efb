import type { Permissions, TokenUser, User } from '@/api/generated/accountApi';

export const VALID_TOKEN = 'valid-token';

const identity = {
  userId: '6f1c2b9a-0d4e-4a51-9c1f-2a7b3c4d5e6f',
  username: 'alice',
  firstName: 'Alice',
  lastName: 'Adams',
  email: 'alice@example.com',
};

/** alice holds every flag and a super-user role, like the lab's admin. */
export const tokenUser: TokenUser = { ...identity, isSuperUser: true };

export const user: User = {
  ...identity,
  version: 1,
  title: '',
  department: '',
  badgeNumber: '',
  userRoles: [],
  passwordExpirationDate: null,
};

export const allPermissions: Permissions = {
  canViewRequestsPage: true,
  canViewSoftwareValidationsPage: true,
  canViewAdminPage: true,
  canCreateSoftwareValidation: true,
  canCreateBinaryRequest: true,
  canEditBinaryRequest: true,
  canDeleteBinaryRequest: true,
  canDeleteSSIFSubmission: true,
  canAddOrganizations: true,
  canDisableOrganizations: true,
  canEditOrganizations: true,
  canEditOrganizationUsers: true,
  canEditOrganizationJurisdictions: true,
  canViewGPSPath: true,
};

export function permissionsWith(overrides: Partial<Permissions>): Permissions {
  return { ...allPermissions, ...overrides };
}
