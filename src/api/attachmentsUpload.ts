import type { UploadArgs } from './baseQuery';
import {
  api as generatedBinaryRequestApi,
  type AddAttachmentsApiArg,
  type AddAttachmentsApiResponse,
} from './generated/binaryRequestApi';

export interface AddAttachmentsArg extends AddAttachmentsApiArg {
  /** 0..100 as the files go out. */
  onProgress?(percent: number): void;
}

/**
 * AddAttachments as the generated endpoint sends it, reporting the upload's progress. It
 * replaces the generated definition before src/api/index.ts (which imports this module
 * first) gives the endpoint its cache tags, so the tags stay stated there.
 */
const attachmentsApi = generatedBinaryRequestApi.injectEndpoints({
  endpoints: (build) => ({
    addAttachments: build.mutation<AddAttachmentsApiResponse, AddAttachmentsArg>({
      query: ({ username, addAttachmentsForm, onProgress }): UploadArgs => ({
        url: `/api/BinaryRequest/AddAttachments`,
        method: 'POST',
        body: addAttachmentsForm,
        params: { username },
        onUploadProgress: onProgress,
      }),
    }),
  }),
  overrideExisting: true,
});

export const { useAddAttachmentsMutation } = attachmentsApi;
