import type { DownloadedFile } from '@/api/attachmentDownload';
import { ExportButton, type ExportFormat } from './ExportButton';

/** The paging a list query carries and an export never takes (it streams every page). */
interface ListPaging {
  page?: number;
  itemsPerPage?: number;
  pages?: number;
}

/** A list's query without its paging, with the format and progress an export adds. */
export type ExportQuery<Q extends ListPaging> = Omit<Q, keyof ListPaging> & {
  format: ExportFormat;
  onProgress(receivedBytes: number): void;
};

export interface ListExportButtonProps<Q extends ListPaging> {
  /** The arguments the list's query is called with: its search, sort and filters. */
  args: Q;
  /** The export's lazy trigger (`useLazyExport…Query()[0]`), whose operation takes the same. */
  trigger(query: ExportQuery<Q>): { unwrap(): Promise<DownloadedFile> };
  /** The file's name, before `.<format>`, when the answer names none. */
  fallbackName: string;
  /** Shown when the export fails without the server's own message. */
  failureMessage: string;
}

/**
 * "Export" on a list screen (Binary Requests, Software Set Validations, SSIF Submissions, User
 * Management, Audit Trail): exactly what the list shows, its search, sort and filters passed
 * through as the list sends them, every page rather than the one on screen.
 */
export function ListExportButton<Q extends ListPaging>({
  args,
  trigger,
  fallbackName,
  failureMessage,
}: ListExportButtonProps<Q>) {
  const { page: _page, itemsPerPage: _size, pages: _pages, ...listQuery } = args;
  return (
    <ExportButton
      fallbackName={fallbackName}
      failureMessage={failureMessage}
      exportFile={(format, onProgress) => trigger({ ...listQuery, format, onProgress }).unwrap()}
    />
  );
}
