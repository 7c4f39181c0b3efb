import { useLazyExportRequestsQuery } from '@/api';
import type { GetRequestsApiArg } from '@/api/generated/binaryRequestApi';
import { ExportButton } from '@/components/export/ExportButton';

/** "Export" on the Binary Requests list: ExportRequests with the list's search and filters. */
export function RequestExportButton({ args }: { args: GetRequestsApiArg }) {
  const [exportRequests] = useLazyExportRequestsQuery();
  const { page: _page, itemsPerPage: _size, pages: _pages, ...listQuery } = args;
  return (
    <ExportButton
      fallbackName="binary-requests"
      failureMessage="Failed to export requests."
      exportFile={(format, onProgress) =>
        exportRequests({ ...listQuery, format, onProgress }).unwrap()
      }
    />
  );
}
