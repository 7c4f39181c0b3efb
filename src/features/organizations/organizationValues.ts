import type {
  Organization,
  OrganizationRow,
  OrganizationSave,
  UserListRow,
} from '@/api/generated/administrativeApi';
import { passedNumber, type TypedNumber } from '@/components/numberInput/NumberInput';

/** Posting the empty UUID as `objectId` creates the organization (spec section 7). */
export { EMPTY_ID } from '@/lib/emptyId';

/** The Organization Details form as antd holds it. */
export interface OrganizationFormValues {
  name: string;
  propertyCode: string;
  superUserId: string | undefined;
  serverIP: string;
  /** As typed (NumberInput): a number once the form's rules pass. */
  serverPortNumber: TypedNumber;
  workflowId: string | undefined;
}

export const emptyOrganization: OrganizationFormValues = {
  name: '',
  propertyCode: '',
  superUserId: undefined,
  serverIP: '',
  serverPortNumber: null,
  workflowId: undefined,
};

export function toFormValues(organization: OrganizationRow | Organization): OrganizationFormValues {
  return {
    name: organization.name ?? '',
    propertyCode: organization.propertyCode,
    superUserId: organization.superUser.userId,
    serverIP: organization.serverIP ?? '',
    serverPortNumber: organization.serverPortNumber,
    workflowId: organization.workflowId,
  };
}

/**
 * What SaveOrganizationInformation (empty id) and UpdateOrganization (real id, with the
 * version the form loaded so a stale save is refused) receive.
 */
export function toOrganizationSave(
  objectId: string,
  values: OrganizationFormValues,
  version?: number,
): OrganizationSave {
  return {
    objectId,
    ...(version === undefined ? {} : { version }),
    name: values.name.trim(),
    superUser: { userId: values.superUserId ?? '' },
    propertyCode: values.propertyCode.trim(),
    serverIP: values.serverIP.trim() || null,
    serverPortNumber: passedNumber(values.serverPortNumber, 'Server Port Number'),
    workflowId: values.workflowId ?? '',
  };
}

/** Compares what the user would save, so typing a field back to its value is not a change. */
export function sameValues(
  a: Partial<OrganizationFormValues>,
  b: Partial<OrganizationFormValues>,
): boolean {
  const text = (value: string | undefined) => (value ?? '').trim();
  return (
    text(a.name) === text(b.name) &&
    text(a.propertyCode) === text(b.propertyCode) &&
    text(a.serverIP) === text(b.serverIP) &&
    (a.superUserId ?? null) === (b.superUserId ?? null) &&
    (a.workflowId ?? null) === (b.workflowId ?? null) &&
    (a.serverPortNumber ?? null) === (b.serverPortNumber ?? null)
  );
}

export const userLabel = (user: UserListRow) =>
  `${`${user.firstName} ${user.lastName}`.trim() || user.username} (${user.username})`;
