import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError, badRequest } from '../http/errors';
import { mediaType } from '../http/inputGuards';

/**
 * The rules fastify-openapi-glue leaves out when it turns openapi.yaml into route schemas,
 * applied to every operation alike (issue 17): the query holds only the parameters the
 * operation declares, only a body of a declared type is read, a required body must be there,
 * and an empty body counts as none.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The media types the operation's request body may have (none: it takes no body). */
    bodyTypes?: ReadonlySet<string>;
  }
}

/** The refusal of a body of a media type the operation does not declare. */
export function unsupportedMediaType(mediaTypes: ReadonlySet<string>): ApiError {
  const expected =
    mediaTypes.size > 0 ? `a body of type ${[...mediaTypes].join(' or ')}` : 'no body';
  return new ApiError(415, `This call takes ${expected}.`);
}

/** A body that was sent empty, as its parser hands it. */
const isEmpty = (body: unknown) => body === undefined || body === '';

interface QuerySchema {
  type?: string;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

/**
 * Closes the query of every contract route: a parameter the operation does not declare is a
 * 400 naming it, rather than silently ignored. (AJV must not strip it instead: app.ts turns
 * `removeAdditional` off.) A repeated parameter arrives as an array, which a schema that is
 * not an array refuses.
 */
export function closeQueryString(route: RouteOptions): void {
  const schema = route.schema as { operationId?: string; querystring?: QuerySchema } | undefined;
  if (!schema?.operationId) return;
  const query = schema.querystring ?? { type: 'object', properties: {} };
  route.schema = {
    ...schema,
    querystring: { ...query, additionalProperties: query.additionalProperties ?? false },
  };
}

/**
 * Reads JSON bodies as Fastify does, except that an empty one is no body: many HTTP clients
 * send `Content-Type: application/json` with nothing after it on calls that take none.
 * Where the operation requires a body, checkBody refuses it.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands a string; the typings allow a Buffer too.
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}

/**
 * Reads a body of a media type no other parser takes (form-encoded, XML, octet-stream…):
 * an empty one is no body, whatever its Content-Type (`curl -X POST -d ''` sends
 * application/x-www-form-urlencoded). A non-empty one of declared length is refused by the
 * access hook before it is read; one sent chunked is refused here, in the same words.
 */
export function acceptEmptyOtherBodies(app: FastifyInstance): void {
  // The answers' media types by name too: fastify-openapi-glue wants a parser for every media
  // type of the contract, answers' included (GetAttachment's, StreamEvents', the exports'), and
  // warns at start without one.
  for (const type of [
    '*',
    'application/octet-stream',
    'text/event-stream',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ])
    app.addContentTypeParser(type, { parseAs: 'buffer' }, (request, body, done) => {
      if (body.length === 0) done(null, undefined);
      else done(unsupportedMediaType(request.routeOptions.config.bodyTypes ?? new Set()));
    });
}

/**
 * A preValidation hook for every operation: only a body of a media type the operation
 * declares reaches validation and the handler (an empty one of another type, which the access
 * hook lets through, would skip the validation: Fastify validates by media type); and where
 * the `requestBody` is `required` it must be there, since Fastify validates a body only when
 * one arrived. A non-empty body of another type got here only chunked (the access hook
 * refuses one of declared length): it is the same 415.
 */
export function checkBody(mediaTypes: ReadonlySet<string>, required: boolean) {
  const message = `Invalid request: this call needs a body of type ${[...mediaTypes].join(' or ')}.`;
  return async function checkBodyPresent(request: FastifyRequest): Promise<void> {
    if (!mediaTypes.has(mediaType(request.headers['content-type']) ?? '')) {
      const chunked = request.headers['content-length'] === undefined;
      if (chunked && !isEmpty(request.body)) throw unsupportedMediaType(mediaTypes);
      request.body = undefined;
    }
    if (required && request.body === undefined) throw badRequest(message);
  };
}
