import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export const SPEC_PATH = path.resolve(import.meta.dirname, '..', '..', 'openapi.yaml');

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        security?: unknown[];
        requestBody?: { required?: boolean; content?: Record<string, unknown> };
      }
    >
  >;
  components?: Record<string, unknown>;
}

/** openapi.yaml, parsed once. */
let cached: OpenApiDocument | undefined;
export function loadSpec(): OpenApiDocument {
  cached ??= YAML.parse(fs.readFileSync(SPEC_PATH, 'utf8')) as OpenApiDocument;
  return cached;
}
