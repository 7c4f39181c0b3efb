import { readSoftwareSet } from '@/lib/domain/softwareSetCsv/checkFile';
import { listProblems, MAX_FILE_BYTES, MESSAGES } from '@/lib/domain/softwareSetCsv/rules';

/** The spec's file-type rule: a `.csv` name and the text/csv type. */
export function isCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv') && file.type === 'text/csv';
}

/** Blob.arrayBuffer() where the File has it; FileReader for jsdom's File, which lacks it. */
function readBytes(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function')
    return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      resolve(
        result === null || typeof result === 'string' ? new Uint8Array() : new Uint8Array(result),
      );
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Everything the browser can tell about a chosen software-set file before uploading it: the
 * problems the server's first step would list for it, in the same words (the server then
 * checks the set against its data). An empty list means the upload may go ahead.
 */
export async function checkSoftwareSetFile(file: File): Promise<string[]> {
  if (!isCsvFile(file)) return [MESSAGES.notCsv];
  if (file.size > MAX_FILE_BYTES) return [MESSAGES.tooLarge];
  return listProblems(readSoftwareSet(await readBytes(file)).problems);
}
