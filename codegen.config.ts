import type { ConfigFile } from '@rtk-query/codegen-openapi';

/** One generated file per contract tag, all injected into the single hand-written base API. */
export const tagFiles = {
  'src/api/generated/accountApi.ts': 'Account',
  'src/api/generated/binaryRequestApi.ts': 'BinaryRequest',
  'src/api/generated/softwareValidationApi.ts': 'SoftwareValidation',
  'src/api/generated/ssifSubmissionApi.ts': 'SSIFSubmission',
  'src/api/generated/managementApi.ts': 'Management',
  'src/api/generated/administrativeApi.ts': 'Administrative',
  'src/api/generated/notificationsApi.ts': 'Notifications',
} as const;

/**
 * Tags read without RTK Query: the event stream is a long-lived `text/event-stream` read with
 * `fetch` streaming (src/api), so it gets contract types and operation facts but no endpoints
 * or hooks.
 */
export const tagsWithoutEndpoints: readonly string[] = ['Events'];

const config: ConfigFile = {
  schemaFile: './openapi.yaml',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  exportName: 'api',
  hooks: true,
  tag: true,
  useUnknown: true,
  outputFiles: Object.fromEntries(
    Object.entries(tagFiles).map(([file, tag]) => [
      file,
      { filterEndpoints: (_name, op) => (op.operation.tags ?? []).includes(tag) },
    ]),
  ),
};

export default config;
