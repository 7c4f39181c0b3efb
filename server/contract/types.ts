import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@/api/generated/openapi';
import type { AuthUser } from '../auth/authUser';
import type { DataVersions } from '../db/dataVersions';
import type { PublicOperation } from '../generated/operationFacts';
import type { Services } from '../services';

/** Handler types derived from openapi.yaml (via src/api/generated/openapi.ts): a handler
 * that no longer matches the contract does not compile. */
export type OperationId = keyof operations;

type Op<O extends OperationId> = operations[O];
type Empty = Record<string, never>;

export type QueryOf<O extends OperationId> = Op<O>['parameters'] extends { query?: infer Q }
  ? [Q] extends [undefined]
    ? Empty
    : NonNullable<Q>
  : Empty;

type BodyContent<O extends OperationId> =
  NonNullable<Op<O>['requestBody']> extends { content: infer C } ? C : never;
export type JsonBodyOf<O extends OperationId> =
  BodyContent<O> extends { 'application/json': infer B } ? B : undefined;
type MultipartOf<O extends OperationId> =
  BodyContent<O> extends { 'multipart/form-data': infer B } ? B : never;

/** Text fields of a multipart body (its files arrive in `files`). */
export type FormFieldsOf<O extends OperationId> = [MultipartOf<O>] extends [never]
  ? Empty
  : { [K in keyof MultipartOf<O>]?: string };

type Ok<O extends OperationId> = Op<O>['responses'] extends { 200: { content: infer C } }
  ? C
  : never;
export type EnvelopeOf<O extends OperationId> =
  Ok<O> extends { 'application/json': infer E } ? E : never;
export type ResultOf<O extends OperationId> = EnvelopeOf<O> extends { result: infer R } ? R : never;

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export interface HandlerContext<O extends OperationId> {
  query: QueryOf<O>;
  body: JsonBodyOf<O>;
  form: FormFieldsOf<O>;
  /** Uploaded files of a multipart call, by field name. */
  files: Record<string, UploadedFile[]>;
  user: O extends PublicOperation ? AuthUser | null : AuthUser;
  /** The data versions read with the token on this call (server/db/dataVersions.ts). */
  versions: O extends PublicOperation ? DataVersions | null : DataVersions;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A JSON call answers with its result (and optionally a message); a download with a file (its
 * bytes, or a stream of them: an export); a stream (`text/event-stream`) writes its own answer
 * after `reply.hijack()`. */
export type HandlerOutput<O extends OperationId> =
  Ok<O> extends { 'text/event-stream': unknown }
    ? { hijacked: true }
    : [EnvelopeOf<O>] extends [never]
      ? { file: { fileName: string; mimeType: string; data: Buffer | Readable } }
      : { result: ResultOf<O>; message?: string };

export type OperationHandler<O extends OperationId> = (
  ctx: HandlerContext<O>,
) => Promise<HandlerOutput<O>>;

export type Handlers = { [O in OperationId]: OperationHandler<O> };
