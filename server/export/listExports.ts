import type { components } from '@/api/generated/openapi';
import { auditTrailExportQuery, type EntryRow } from '../audit/list';
import { softwareValidationsExportQuery } from '../repositories/softwareValidations';
import { submissionsExportQuery } from '../repositories/ssifSubmissions';
import { usersExportQuery, type UserSortField } from '../repositories/users';
import type { PageQuery } from '../repositories/paging';
import type { ExportList } from './exportFile';

/** The other lists' exports (issue 22 item 2): each is its columns and its list's own query. */

type Schemas = components['schemas'];
type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date };

export function softwareValidationsExport(
  query: Parameters<typeof softwareValidationsExportQuery>[0],
  manufacturerIds: number[] | null,
): ExportList<Dated<Schemas['SoftwareValidationRow'], 'createdOn'>> {
  return {
    fileStem: 'software-set-validations',
    sheetName: 'Software Set Validations',
    query: softwareValidationsExportQuery(query, manufacturerIds),
    columns: [
      { header: 'Id', value: (r) => r.id, width: 10 },
      { header: 'Upload Name', value: (r) => r.uploadName, width: 40 },
      { header: 'Manufacturer', value: (r) => r.manufacturer },
      { header: 'Description', value: (r) => r.description, width: 50 },
      { header: 'Created By', value: (r) => r.createdBy },
      { header: 'Created On (UTC)', value: (r) => r.createdOn, width: 24 },
    ],
  };
}

export function submissionsExport(
  query: Parameters<typeof submissionsExportQuery>[0],
  manufacturerIds: number[] | null,
): ExportList<Dated<Schemas['SSIFSubmission'], 'uploadDateTime'>> {
  return {
    fileStem: 'ssif-submissions',
    sheetName: 'SSIF Submissions',
    query: submissionsExportQuery(query, manufacturerIds),
    columns: [
      { header: 'Identity', value: (r) => r.identity, width: 10 },
      { header: 'Software Alias', value: (r) => r.softwareAlias, width: 30 },
      { header: 'Description', value: (r) => r.description, width: 50 },
      { header: 'Manufacturer', value: (r) => r.manufacturer },
      { header: 'Platform', value: (r) => r.platform },
      { header: 'File Name', value: (r) => r.filename, width: 30 },
      { header: 'Uploaded (UTC)', value: (r) => r.uploadDateTime, width: 24 },
    ],
  };
}

/** The list's columns only: nothing of a password, activation key or token is ever selected. */
export function usersExport(
  query: PageQuery & { sortField: UserSortField },
): ExportList<Schemas['UserListRow']> {
  return {
    fileStem: 'users',
    sheetName: 'Users',
    query: usersExportQuery(query),
    columns: [
      { header: 'User Id', value: (r) => r.userId, width: 38 },
      { header: 'Username', value: (r) => r.username },
      { header: 'First Name', value: (r) => r.firstName },
      { header: 'Last Name', value: (r) => r.lastName },
      { header: 'Email', value: (r) => r.email, width: 32 },
    ],
  };
}

/** JSON as text for a cell; an empty object or none is an empty cell. */
const jsonText = (value: object | null) =>
  value === null || Object.keys(value).length === 0 ? null : JSON.stringify(value);

/**
 * The audit trail's entries (super users): what the screen shows, before -> after as JSON text.
 * Entries were redacted when written (server/audit/trail.ts), so no column can hold a secret.
 */
export function auditTrailExport(
  query: Parameters<typeof auditTrailExportQuery>[0],
): ExportList<EntryRow> {
  return {
    fileStem: 'audit-trail',
    sheetName: 'Audit Trail',
    query: auditTrailExportQuery(query),
    columns: [
      { header: 'When (UTC)', value: (r) => r.occurredAt, width: 24 },
      { header: 'Actor', value: (r) => r.actorUsername },
      { header: 'Address', value: (r) => r.address, width: 18 },
      { header: 'Kind', value: (r) => r.kind, width: 16 },
      { header: 'Action', value: (r) => r.action },
      { header: 'Target', value: (r) => r.targetLabel ?? r.targetId, width: 30 },
      { header: 'Before', value: (r) => jsonText(r.before), width: 50 },
      { header: 'After', value: (r) => jsonText(r.after), width: 50 },
      { header: 'Details', value: (r) => jsonText(r.details), width: 50 },
    ],
  };
}
