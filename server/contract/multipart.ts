import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import type { UploadedFile } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    uploads: Record<string, UploadedFile[]>;
  }
}

function isFile(part: Multipart): part is MultipartFile {
  return part.type === 'file';
}

interface PropertySchema {
  type?: string;
}
interface BodySchema {
  content?: Record<string, { schema?: { properties?: Record<string, PropertySchema> } }>;
}

/** The multipart fields the contract declares as arrays (repeated parts). */
function arrayFields(request: FastifyRequest): Set<string> {
  const body = request.routeOptions.schema?.body as BodySchema | undefined;
  const properties = body?.content?.['multipart/form-data']?.schema?.properties ?? {};
  return new Set(
    Object.entries(properties)
      .filter(([, schema]) => schema.type === 'array')
      .map(([name]) => name),
  );
}

/**
 * @fastify/multipart (attachFieldsToBody) leaves each part as an object. Before the contract's
 * schema validates the body, text fields become their strings and files move to
 * request.uploads, leaving the file name in the body so `format: binary` fields validate
 * as strings. A field the contract declares as an array stays an array.
 */
export async function flattenMultipart(request: FastifyRequest): Promise<void> {
  request.uploads = {};
  if (!request.isMultipart()) return;
  const body = (request.body ?? {}) as Record<string, Multipart | Multipart[]>;
  const flat: Record<string, string | string[]> = {};
  const declaredArrays = arrayFields(request);
  for (const [name, value] of Object.entries(body)) {
    const parts = Array.isArray(value) ? value : [value];
    const texts: string[] = [];
    for (const part of parts) {
      if (isFile(part)) {
        // Browsers send an empty file part for an empty file input: ignore it.
        if (!part.filename) continue;
        const data = await part.toBuffer();
        (request.uploads[name] ??= []).push({
          fieldName: name,
          fileName: part.filename,
          mimeType: part.mimetype,
          data,
        });
        texts.push(part.filename);
      } else {
        texts.push(String((part as MultipartValue).value));
      }
    }
    if (texts.length === 0) continue;
    flat[name] = Array.isArray(value) || declaredArrays.has(name) ? texts : (texts[0] as string);
  }
  request.body = flat;
}
