import { useLazyExportAuditTrailQuery } from '@/api';
import type { GetAuditTrailApiArg } from '@/api/generated/administrativeApi';
import { ExportButton } from '@/components/export/ExportButton';

/** "Export" on the Audit Trail: ExportAuditTrail with the screen's filters and sort. */
export function AuditExportButton({ args }: { args: GetAuditTrailApiArg }) {
  const [exportAuditTrail] = useLazyExportAuditTrailQuery();
  const { page: _page, itemsPerPage: _size, pages: _pages, ...filters } = args;
  return (
    <ExportButton
      fallbackName="audit-trail"
      failureMessage="Failed to export the audit trail."
      exportFile={(format, onProgress) =>
        exportAuditTrail({ ...filters, format, onProgress }).unwrap()
      }
    />
  );
}
