import { checkSoftwareSetCsv, summarizeProblems } from './checkSoftwareSetCsv';
import { csvMessages, MAX_FILE_BYTES } from './softwareSetRules';

/** The spec's file-type rule: a `.csv` name and the text/csv type. */
export function isCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv') && file.type === 'text/csv';
}

/** Blob.text() where the File has it; FileReader for jsdom's File, which lacks it. */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/**
 * Everything the browser can tell about a chosen software-set file before uploading it:
 * an empty list means the upload may go ahead (the server still has the final word).
 */
export async function checkSoftwareSetFile(file: File): Promise<string[]> {
  if (!isCsvFile(file)) return [csvMessages.notCsv];
  if (file.size > MAX_FILE_BYTES) return [csvMessages.tooLarge];
  return summarizeProblems(checkSoftwareSetCsv(await readText(file)));
}
