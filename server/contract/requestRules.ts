import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from '../http/errors';

/**
 * The rules fastify-openapi-glue leaves out when it turns openapi.yaml into route schemas,
 * applied to every operation alike (issue 17): the query holds only the parameters the
 * operation declares, a required body must be there, and an empty body counts as none.
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
 * Where the operation requires a body, requireBody refuses it.
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
 * A preValidation hook for an operation whose `requestBody` is `required`: Fastify validates
 * a body only when one arrived, so without this a missing body reached the handler.
 */
export function requireBody(mediaTypes: ReadonlySet<string>) {
  const message = `Invalid request: this call needs a body of type ${[...mediaTypes].join(' or ')}.`;
  return async function checkBodyPresent(request: FastifyRequest): Promise<void> {
    if (request.body === undefined) throw badRequest(message);
  };
}
