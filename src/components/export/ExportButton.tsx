import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDownload, iconDropdown } from '@/components/icon/icons';
import { Button, Flex } from 'antd';
import { MenuDropdown } from '@/components/menu/MenuDropdown';
import { ItemText } from '@/components/masterDetail/ItemText';
import { useState } from 'react';
import { isApiError } from '@/api/apiError';
import type { DownloadedFile } from '@/api/attachmentDownload';
import { useAppDispatch } from '@/app/hooks';
import { showError } from '@/components/snackbar/snackbarSlice';

export type ExportFormat = 'csv' | 'xlsx';

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/** 1,234 bytes as "1.2 kB": how much of the file has arrived. */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Saves an object URL under a name, then lets it go. */
function save(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface ExportButtonProps {
  /** Fetches the file in the format asked (a lazy export trigger, unwrapped), telling the bytes. */
  exportFile(
    format: ExportFormat,
    onProgress: (receivedBytes: number) => void,
  ): Promise<DownloadedFile>;
  /** The file's name, before `.<format>`, when the answer names none. */
  fallbackName: string;
  /** Shown when the export fails without the server's own message. */
  failureMessage: string;
}

/**
 * "Export" on a list (Binary Requests, Audit Trail): what the list's search and filters select,
 * every page of it, as CSV or Excel, from a menu that opens by click, Enter or Space (a menu
 * button, as the status menu). The file is fetched with the bearer header through the API
 * layer, showing how much has arrived, then saved.
 */
export function ExportButton({ exportFile, fallbackName, failureMessage }: ExportButtonProps) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<{ format: ExportFormat; bytes: number } | null>(null);

  const run = async (format: ExportFormat) => {
    setProgress({ format, bytes: 0 });
    try {
      const file = await exportFile(format, (bytes) => setProgress({ format, bytes }));
      save(file.url, file.fileName ?? `${fallbackName}.${format}`);
    } catch (error) {
      // A 401 has ended the session (the base query): the login page says so.
      if (!isApiError(error)) dispatch(showError(failureMessage));
      else if (error.status !== 401) dispatch(showError(error.message));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex gap={8} align="center" wrap>
      <MenuDropdown
        disabled={progress !== null}
        menu={{
          items: (Object.keys(FORMAT_LABELS) as ExportFormat[]).map((format) => ({
            key: format,
            label: FORMAT_LABELS[format],
          })),
          onClick: ({ key }) => void run(key as ExportFormat),
        }}
      >
        <Button icon={<MdiIcon path={iconDownload} />} loading={progress !== null}>
          Export <MdiIcon path={iconDropdown} />
        </Button>
      </MenuDropdown>
      <ItemText secondary role="status" aria-live="polite">
        {progress &&
          `Exporting ${FORMAT_LABELS[progress.format]}… ${sizeText(progress.bytes)} received`}
      </ItemText>
    </Flex>
  );
}
