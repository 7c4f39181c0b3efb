/** The 14 permission flags of the spec, and the roles table column that carries each. */
export const PERMISSION_COLUMNS = {
  canViewRequestsPage: 'can_view_requests_page',
  canViewSoftwareValidationsPage: 'can_view_software_validations_page',
  canViewAdminPage: 'can_view_admin_page',
  canCreateSoftwareValidation: 'can_create_software_validation',
  canCreateBinaryRequest: 'can_create_binary_request',
  canEditBinaryRequest: 'can_edit_binary_request',
  canDeleteBinaryRequest: 'can_delete_binary_request',
  canDeleteSSIFSubmission: 'can_delete_ssif_submission',
  canAddOrganizations: 'can_add_organizations',
  canDisableOrganizations: 'can_disable_organizations',
  canEditOrganizations: 'can_edit_organizations',
  canEditOrganizationUsers: 'can_edit_organization_users',
  canEditOrganizationJurisdictions: 'can_edit_organization_jurisdictions',
  canViewGPSPath: 'can_view_gps_path',
} as const;

export type PermissionFlag = keyof typeof PERMISSION_COLUMNS;
export type Permissions = Record<PermissionFlag, boolean>;
export const PERMISSION_FLAGS = Object.keys(PERMISSION_COLUMNS) as PermissionFlag[];

/** What each flag lets a person do, for the message of a refused call. */
export const PERMISSION_LABELS: Record<PermissionFlag, string> = {
  canViewRequestsPage: 'view binary requests',
  canViewSoftwareValidationsPage: 'view software set validations',
  canViewAdminPage: 'administer users and data',
  canCreateSoftwareValidation: 'create software validations',
  canCreateBinaryRequest: 'create binary requests',
  canEditBinaryRequest: 'edit binary requests',
  canDeleteBinaryRequest: 'delete binary requests',
  canDeleteSSIFSubmission: 'delete SSIF submissions',
  canAddOrganizations: 'add organizations',
  canDisableOrganizations: 'delete organizations',
  canEditOrganizations: 'edit organizations',
  canEditOrganizationUsers: 'add or remove organization users',
  canEditOrganizationJurisdictions: 'add or remove organization jurisdictions',
  canViewGPSPath: 'view the GPS upload path',
};

export function noPermissions(): Permissions {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as Permissions;
}
