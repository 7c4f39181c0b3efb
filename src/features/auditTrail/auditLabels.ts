import type { AuditKind } from '@/api/generated/administrativeApi';

/** The kinds of entry as the Audit Trail screen names them, in the Kind filter's order. */
export const KIND_LABELS: Record<AuditKind, string> = {
  signIn: 'Sign-in',
  user: 'User',
  organization: 'Organization',
  workflow: 'Workflow',
  platform: 'Platform',
  componentType: 'Component type',
  setting: 'Setting',
  export: 'Export',
  request: 'Binary request',
  softwareValidation: 'Software set validation',
  ssifSubmission: 'SSIF submission',
};

export const AUDIT_KINDS = Object.keys(KIND_LABELS) as AuditKind[];

export const isAuditKind = (value: string): value is AuditKind => value in KIND_LABELS;

/** An action's camelCase verb as words: `rolesChanged` reads "Roles changed". */
export function actionLabel(action: string): string {
  const words = action
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded value as text: lists comma-separated, nothing as an em dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
