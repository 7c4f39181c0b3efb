import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AuthUser } from '../auth/authUser';
import { unauthorized } from '../http/errors';
import type { Services } from '../services';
import { flattenMultipart } from './multipart';
import { SPEC_PATH } from './spec';
import type { HandlerContext, Handlers, OperationId } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

/** Calls an attacker would hammer: at most `config.authRateLimit` (10) a minute from one address. */
const RATE_LIMITED: ReadonlySet<string> = new Set(['Login', 'PasswordResetRequest', 'RegisterAccount']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Routes and request validation come from openapi.yaml (fastify-openapi-glue); each
 * operation is answered by the handler of the same operationId, wrapped here in the
 * envelope. The bearer scheme of the contract is checked by `bearerAuth`.
 */
export async function registerContractRoutes(app: FastifyInstance, handlers: Handlers, services: Services): Promise<void> {
  // Set per request by bearerAuth and flattenMultipart; declared so V8 keeps one request shape.
  app.decorateRequest('authUser');
  app.decorateRequest('uploads');

  const securityHandlers = {
    async bearerAuth(request: FastifyRequest) {
      const token = bearerToken(request);
      const user = token ? await services.tokens.authenticate(services.db, token) : undefined;
      if (!user) throw unauthorized(token ? undefined : 'Authentication is required. Please log in.');
      request.authUser = user;
    },
  };

  function resolve(operationId: string): Partial<RouteOptions> {
    const handler = handlers[operationId as OperationId] as unknown as (ctx: HandlerContext<OperationId>) => Promise<
      { result: unknown; message?: string } | { file: { fileName: string; mimeType: string; data: Buffer } }
    >;
    if (!handler) throw new Error(`openapi.yaml names ${operationId}, which has no handler`);
    return {
      preValidation: flattenMultipart,
      config: RATE_LIMITED.has(operationId) ? { rateLimit: { max: services.config.authRateLimit, timeWindow: '1 minute' } } : {},
      async handler(request: FastifyRequest, reply: FastifyReply) {
        const output = await handler({
          query: (request.query ?? {}) as HandlerContext<OperationId>['query'],
          body: request.body as HandlerContext<OperationId>['body'],
          form: (request.isMultipart() ? request.body : {}) as HandlerContext<OperationId>['form'],
          files: request.uploads ?? {},
          user: request.authUser as AuthUser,
          services,
          request,
          reply,
        });
        if ('file' in output) {
          const name = encodeURIComponent(output.file.fileName);
          return reply
            .header('content-type', output.file.mimeType || 'application/octet-stream')
            .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
            .send(output.file.data);
        }
        return { success: true, message: output.message ?? '', result: output.result ?? null };
      },
    };
  }

  await app.register(openapiGlue, {
    specification: SPEC_PATH,
    // The plugin spreads what the resolver returns over the route it builds from the contract
    // (method, url, schema), so partial options are what it expects; its typings ask for a whole route.
    operationResolver: resolve as (operationId: string) => RouteOptions,
    securityHandlers,
  });
}
