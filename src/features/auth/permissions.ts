/** The permission flags returned with the token information (spec section 6). */
export const permissionFlags = [
  'canViewRequestsPage',
  'canViewSoftwareValidationsPage',
  'canViewAdminPage',
  'canCreateSoftwareValidation',
  'canCreateBinaryRequest',
  'canEditBinaryRequest',
  'canDeleteBinaryRequest',
  'canDeleteSSIFSubmission',
  'canAddOrganizations',
  'canDisableOrganizations',
  'canEditOrganizations',
  'canEditOrganizationUsers',
  'canEditOrganizationJurisdictions',
  'canViewGPSPath',
] as const;

export type PermissionFlag = (typeof permissionFlags)[number];
export type Permissions = Record<PermissionFlag, boolean>;

export const noPermissions: Permissions = {
  canViewRequestsPage: false,
  canViewSoftwareValidationsPage: false,
  canViewAdminPage: false,
  canCreateSoftwareValidation: false,
  canCreateBinaryRequest: false,
  canEditBinaryRequest: false,
  canDeleteBinaryRequest: false,
  canDeleteSSIFSubmission: false,
  canAddOrganizations: false,
  canDisableOrganizations: false,
  canEditOrganizations: false,
  canEditOrganizationUsers: false,
  canEditOrganizationJurisdictions: false,
  canViewGPSPath: false,
};

/** Keeps only the known flags, reading anything missing or not `true` as not granted. */
export function toPermissions(
  source: Partial<Record<string, unknown>> | null | undefined,
): Permissions {
  const permissions = { ...noPermissions };
  for (const flag of permissionFlags) permissions[flag] = source?.[flag] === true;
  return permissions;
}
