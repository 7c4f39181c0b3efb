import { fileNameOf, type DownloadedFile } from './attachmentDownload';
import { api as generatedAccountApi, type ExportUsersApiArg } from './generated/accountApi';
import {
  api as generatedAdministrativeApi,
  type ExportAuditTrailApiArg,
} from './generated/administrativeApi';
import {
  api as generatedBinaryRequestApi,
  type ExportRequestsApiArg,
} from './generated/binaryRequestApi';
import {
  api as generatedSoftwareValidationApi,
  type ExportSoftwareValidationsApiArg,
} from './generated/softwareValidationApi';
import {
  api as generatedSsifSubmissionApi,
  type ExportSubmissionsApiArg,
} from './generated/ssifSubmissionApi';

/** What an export tells as the file arrives. */
export interface ExportProgress {
  /** The bytes received so far (an export's length is not known ahead: it is streamed). */
  onProgress?(receivedBytes: number): void;
}

/** An export's arguments (ExportRequests'), and what it tells as the file arrives. */
export type ExportArg = ExportRequestsApiArg & ExportProgress;

/**
 * The file of an export, read chunk by chunk so the progress can be shown, then offered as an
 * object URL (the caller revokes it); a refusal still answers the JSON envelope.
 */
export function readWithProgress(onProgress?: (receivedBytes: number) => void) {
  return async (response: Response) => {
    if (!response.ok) return response.json();
    const chunks: BlobPart[] = [];
    let received = 0;
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onProgress?.(received);
      }
    }
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    const file: DownloadedFile = {
      url: URL.createObjectURL(new Blob(chunks, { type })),
      fileName: fileNameOf(response.headers.get('content-disposition')),
    };
    return { success: true, message: '', result: file };
  };
}

/**
 * An export's endpoint definition: the generated query's URL and parameters, the file read with
 * its progress. Its lazy hook is the one used, and each export fetches anew (the trigger does not
 * prefer a cached value).
 */
function exportFileQuery<Arg extends ExportProgress>(url: string) {
  return {
    query: ({ onProgress, ...params }: Arg) => ({
      url,
      params,
      responseHandler: readWithProgress(onProgress),
      // A large export takes longer than an ordinary call's timeout.
      timeout: 10 * 60_000,
    }),
    transformResponse: (envelope: { result: DownloadedFile }) => envelope.result,
    // Kept only while the caller holds it: the object URL is revoked once the file is saved.
    keepUnusedDataFor: 0,
  };
}

/**
 * Each export (ExportRequests, ExportAuditTrail, ExportSoftwareValidations, ExportSubmissions,
 * ExportUsers) as the generated endpoint sends it, reading the file with its progress. Each replaces the generated definition before src/api/index.ts (which
 * imports this module first) gives the endpoints their tags.
 */
export const exportDownloadApi = generatedBinaryRequestApi.injectEndpoints({
  endpoints: (build) => ({
    exportRequests: build.query<DownloadedFile, ExportArg>(
      exportFileQuery<ExportArg>('/api/BinaryRequest/ExportRequests'),
    ),
  }),
  overrideExisting: true,
});

export type ExportAuditTrailArg = ExportAuditTrailApiArg & ExportProgress;

export const auditExportDownloadApi = generatedAdministrativeApi.injectEndpoints({
  endpoints: (build) => ({
    exportAuditTrail: build.query<DownloadedFile, ExportAuditTrailArg>(
      exportFileQuery<ExportAuditTrailArg>('/api/Administrative/ExportAuditTrail'),
    ),
  }),
  overrideExisting: true,
});

export type ExportSoftwareValidationsArg = ExportSoftwareValidationsApiArg & ExportProgress;

export const validationExportDownloadApi = generatedSoftwareValidationApi.injectEndpoints({
  endpoints: (build) => ({
    exportSoftwareValidations: build.query<DownloadedFile, ExportSoftwareValidationsArg>(
      exportFileQuery<ExportSoftwareValidationsArg>(
        '/api/SoftwareValidation/ExportSoftwareValidations',
      ),
    ),
  }),
  overrideExisting: true,
});

export type ExportSubmissionsArg = ExportSubmissionsApiArg & ExportProgress;

export const submissionExportDownloadApi = generatedSsifSubmissionApi.injectEndpoints({
  endpoints: (build) => ({
    exportSubmissions: build.query<DownloadedFile, ExportSubmissionsArg>(
      exportFileQuery<ExportSubmissionsArg>('/api/SSIFSubmission/ExportSubmissions'),
    ),
  }),
  overrideExisting: true,
});

export type ExportUsersArg = ExportUsersApiArg & ExportProgress;

export const userExportDownloadApi = generatedAccountApi.injectEndpoints({
  endpoints: (build) => ({
    exportUsers: build.query<DownloadedFile, ExportUsersArg>(
      exportFileQuery<ExportUsersArg>('/api/Account/ExportUsers'),
    ),
  }),
  overrideExisting: true,
});

export const { useLazyExportRequestsQuery } = exportDownloadApi;
export const { useLazyExportAuditTrailQuery } = auditExportDownloadApi;
export const { useLazyExportSoftwareValidationsQuery } = validationExportDownloadApi;
export const { useLazyExportSubmissionsQuery } = submissionExportDownloadApi;
export const { useLazyExportUsersQuery } = userExportDownloadApi;
