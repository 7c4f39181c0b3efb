import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { requirePermission, type AuthUser } from '../auth/authUser';
import { OPERATION_ACCESS } from '../auth/operationAccess';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import type { Services } from '../services';
import { flattenMultipart } from './multipart';
import { SPEC_PATH, loadSpec } from './spec';
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

/** The operations the contract marks public (`security: []`). */
function publicOperations(): Set<string> {
  const found = new Set<string>();
  for (const methods of Object.values(loadSpec().paths)) {
    for (const operation of Object.values(methods)) {
      if (operation.operationId && Array.isArray(operation.security) && operation.security.length === 0) found.add(operation.operationId);
    }
  }
  return found;
}

/**
 * Routes and request validation come from openapi.yaml (fastify-openapi-glue); each
 * operation is answered by the handler of the same operationId, wrapped here in the
 * envelope.
 *
 * Order of work (issue 9, hole 2): the token, then the operation's permission gate
 * (server/auth/operationAccess.ts), both in onRequest, before a byte of the body is read;
 * only then is the body parsed (bounded) and validated against the contract, and the
 * handler runs its own, finer checks.
 */
export async function registerContractRoutes(app: FastifyInstance, handlers: Handlers, services: Services): Promise<void> {
  // Set per request by the access hook and flattenMultipart; declared so V8 keeps one request shape.
  app.decorateRequest('authUser', null);
  app.decorateRequest('uploads');

  const publicOps = publicOperations();
  // A request may carry at most ten files of the per-file limit, plus its text fields.
  const maxBodyBytes = 10 * services.config.maxUploadBytes + 1024 * 1024;

  function accessHook(operationId: OperationId) {
    const access = OPERATION_ACCESS[operationId];
    if ((access === 'public') !== publicOps.has(operationId)) {
      throw new Error(`${operationId}: server/auth/operationAccess.ts and the security of openapi.yaml disagree`);
    }
    return async function checkAccess(request: FastifyRequest): Promise<void> {
      request.authUser = null;
      if (access === 'public') return;
      const token = bearerToken(request);
      const user = token ? await services.tokens.authenticate(services.db, token) : undefined;
      if (!user) throw unauthorized(token ? undefined : 'Authentication is required. Please log in.');
      request.authUser = user;
      if (access !== 'signedIn' && !access.anyOf.some((flag) => user.permissions[flag])) {
        if (access.message) throw forbidden(access.message);
        requirePermission(user, access.anyOf[0]);
      }
      // Multipart bodies are read into memory after this hook (JSON ones are held to bodyLimit):
      // refuse one announcing more than any allowed upload, unread.
      if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) throw new ApiError(413, 'The upload is too large.');
    };
  }

  function resolve(operationId: string): Partial<RouteOptions> {
    const handler = handlers[operationId as OperationId] as unknown as (ctx: HandlerContext<OperationId>) => Promise<
      { result: unknown; message?: string } | { file: { fileName: string; mimeType: string; data: Buffer } }
    >;
    if (!handler) throw new Error(`openapi.yaml names ${operationId}, which has no handler`);
    return {
      onRequest: accessHook(operationId as OperationId),
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
      // Answers carry tokens (Login, GetTokenInformation) and per-user data: no cache keeps them.
      async onSend(_request: FastifyRequest, reply: FastifyReply) {
        void reply.header('cache-control', 'no-store');
      },
    };
  }

  await app.register(openapiGlue, {
    specification: SPEC_PATH,
    // The plugin spreads what the resolver returns over the route it builds from the contract
    // (method, url, schema), so partial options are what it expects; its typings ask for a whole route.
    operationResolver: resolve as (operationId: string) => RouteOptions,
  });
}
