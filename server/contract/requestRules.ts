import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from '../http/errors';
import { mediaType } from '../http/inputGuards';

/**
 * The rules fastify-openapi-glue leaves out when it turns openapi.yaml into route schemas,
 * applied to every operation alike (issue 17): the query holds only the parameters the
 * operation declares, only a body of a declared type is read, a required body must be there,
 * and an empty body counts as none.
 */

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
 * A preValidation hook for every operation: only a body of a media type the operation
 * declares reaches validation and the handler (an empty one of another type, which the access
 * hook lets through, would skip the validation: Fastify validates by media type); and where
 * the `requestBody` is `required` it must be there, since Fastify validates a body only when
 * one arrived.
 */
export function checkBody(mediaTypes: ReadonlySet<string>, required: boolean) {
  const message = `Invalid request: this call needs a body of type ${[...mediaTypes].join(' or ')}.`;
  return async function checkBodyPresent(request: FastifyRequest): Promise<void> {
    if (!mediaTypes.has(mediaType(request.headers['content-type']) ?? '')) request.body = undefined;
    if (required && request.body === undefined) throw badRequest(message);
  };
}
