import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import {
  mustEnrolSecondFactor,
  passesGate,
  requirePermission,
  type AuthUser,
} from '../auth/authUser';
import { readDataVersions, type DataVersions } from '../db/dataVersions';
import { contentDisposition } from '../http/contentDisposition';
import { ApiError, badRequest, forbidden, unauthorized } from '../http/errors';
import { findHostileValue, mediaType } from '../http/inputGuards';
import { checkUploadQuota, recordUpload } from '../http/uploadQuota';
import {
  BEFORE_ENROLMENT,
  OPERATION_ACCESS,
  QUOTAS,
  RATE_LIMITS,
  type OperationAccess,
} from '../generated/operationFacts';
import type { Services } from '../services';
import { flattenMultipart } from './multipart';
import {
  acceptEmptyJson,
  acceptEmptyOtherBodies,
  checkBody,
  closeQueryString,
  unsupportedMediaType,
} from './requestRules';
import { SPEC_PATH, loadSpec } from './spec';
import type { HandlerContext, Handlers, OperationId } from './types';
import { CLIENT_ID_HEADER, clientIdOf, withOrigin } from '../events/origin';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    dataVersions: DataVersions | null;
  }
}

export const SECOND_FACTOR_REQUIRED =
  'Set up two-factor authentication on your User Profile before using the app.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

interface OperationFacts {
  /** The contract marks it public (`security: []`). */
  isPublic: boolean;
  /** The media types its request body may have; empty when it takes no body. */
  mediaTypes: Set<string>;
  /** Its `requestBody` is `required`. */
  bodyRequired: boolean;
}

/** What the routes need to know of each operation of openapi.yaml. */
function operationFacts(): Map<string, OperationFacts> {
  const facts = new Map<string, OperationFacts>();
  for (const methods of Object.values(loadSpec().paths)) {
    for (const operation of Object.values(methods)) {
      if (!operation.operationId) continue;
      facts.set(operation.operationId, {
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        mediaTypes: new Set(
          Object.keys(operation.requestBody?.content ?? {}).map((type) => type.toLowerCase()),
        ),
        bodyRequired: operation.requestBody?.required === true,
      });
    }
  }
  return facts;
}

/**
 * Whether the request declares a body: a length above zero. A chunked one may still be empty;
 * it is judged once read (./requestRules.ts).
 */
const hasBody = (request: FastifyRequest) => Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Routes and request validation come from openapi.yaml (fastify-openapi-glue); each
 * operation is answered by the handler of the same operationId, wrapped here in the
 * envelope.
 *
 * Order of work (issue 9, hole 2): the token, then the operation's permission gate
 * (its x-access in openapi.yaml, generated into server/generated/operationFacts.ts), both in
 * onRequest, before a byte of the body is read; only then is the body parsed (bounded) and
 * validated against the contract (with the rules of ./requestRules.ts the plugin leaves out),
 * and the handler runs its own, finer checks.
 */
export async function registerContractRoutes(
  app: FastifyInstance,
  handlers: Handlers,
  services: Services,
): Promise<void> {
  // Set per request by the access hook and flattenMultipart; declared so V8 keeps one request shape.
  app.decorateRequest('authUser', null);
  app.decorateRequest('dataVersions', null);
  app.decorateRequest('uploads');

  const facts = operationFacts();
  app.addHook('onRoute', closeQueryString);
  acceptEmptyJson(app);
  acceptEmptyOtherBodies(app);
  // A request may carry at most ten files of the per-file limit, plus its text fields.
  const maxBodyBytes = 10 * services.config.maxUploadBytes + 1024 * 1024;

  function accessHook(operationId: OperationId) {
    const access = OPERATION_ACCESS[operationId];
    const { isPublic, mediaTypes } = facts.get(operationId) ?? {
      isPublic: false,
      mediaTypes: new Set<string>(),
    };
    if ((access === 'public') !== isPublic) {
      throw new Error(
        `${operationId}: x-access and security of openapi.yaml disagree; run npm run codegen`,
      );
    }
    return async function checkAccess(request: FastifyRequest): Promise<void> {
      request.authUser = null;
      request.dataVersions = null;
      const user = access === 'public' ? null : await authorize(request, access, operationId);
      // Only the media types the operation declares are read (a multipart body sent to a JSON
      // operation would otherwise skip the body's validation).
      if (hasBody(request) && !mediaTypes.has(mediaType(request.headers['content-type']) ?? ''))
        throw unsupportedMediaType(mediaTypes);
      // Multipart bodies are read into memory after this hook (JSON ones are held to bodyLimit):
      // refuse one announcing more than any allowed upload, unread.
      const announced = Number(request.headers['content-length'] ?? 0);
      if (announced > maxBodyBytes) throw new ApiError(413, 'The upload is too large.');
      if (user && QUOTAS[operationId]) {
        await checkUploadQuota(services.db, user.userId, operationId, announced, services.config);
      }
    };
  }

  async function authorize(
    request: FastifyRequest,
    access: Exclude<OperationAccess, 'public'>,
    operationId: OperationId,
  ): Promise<AuthUser> {
    const token = bearerToken(request);
    // Read once per call: they vouch for the kept signed-in user, and for kept list pages (GetRequests).
    const versions = token ? await readDataVersions(services.db) : null;
    request.dataVersions = versions;
    const user =
      token && versions
        ? await services.tokens.authenticate(services.db, token, versions)
        : undefined;
    if (!user) throw unauthorized(token ? undefined : 'Authentication is required. Please log in.');
    request.authUser = user;
    // REQUIRE_2FA_FOR_SUPER_USERS: until enrolled, only the enrolment (x-before-enrolment).
    if (
      mustEnrolSecondFactor(user, services.config.require2faForSuperUsers) &&
      !BEFORE_ENROLMENT.has(operationId)
    ) {
      throw new ApiError(403, SECOND_FACTOR_REQUIRED, 'second_factor_required');
    }
    if (access !== 'signedIn' && !passesGate(user, access)) {
      if (access.message) throw forbidden(access.message);
      requirePermission(user, access.anyOf[0]);
    }
    return user;
  }

  /** After the contract's validation: values no schema should let through (server/http/inputGuards.ts). */
  async function refuseHostileValues(request: FastifyRequest): Promise<void> {
    const problem = findHostileValue(request.query) ?? findHostileValue(request.body);
    if (problem) throw badRequest(`Invalid request: ${problem}.`);
  }

  function resolve(operationId: string): Partial<RouteOptions> {
    const handler = handlers[operationId as OperationId] as unknown as (
      ctx: HandlerContext<OperationId>,
    ) => Promise<
      | { result: unknown; message?: string }
      | { file: { fileName: string; mimeType: string; data: Buffer | Readable } }
      | { hijacked: true }
    >;
    if (!handler) throw new Error(`openapi.yaml names ${operationId}, which has no handler`);
    const fact = facts.get(operationId);
    return {
      onRequest: accessHook(operationId as OperationId),
      preValidation: [
        flattenMultipart,
        checkBody(fact?.mediaTypes ?? new Set(), fact?.bodyRequired ?? false),
      ],
      preHandler: refuseHostileValues,
      config: {
        // What the body parsers of ./requestRules.ts read.
        bodyTypes: fact?.mediaTypes ?? new Set(),
        // The label of its request metrics (server/http/metrics.ts).
        operation: operationId,
        // x-rate-limit: auth, the calls an attacker would hammer.
        ...(RATE_LIMITS[operationId as OperationId] === 'auth'
          ? { rateLimit: { max: services.config.authRateLimit, timeWindow: '1 minute' } }
          : {}),
      },
      async handler(request: FastifyRequest, reply: FastifyReply) {
        // What it publishes names the tab it came from, for that tab alone (server/events/origin.ts).
        const origin = clientIdOf(request.headers[CLIENT_ID_HEADER]);
        const output = await withOrigin(origin, () =>
          handler({
            query: (request.query ?? {}) as HandlerContext<OperationId>['query'],
            body: request.body as HandlerContext<OperationId>['body'],
            form: (request.isMultipart()
              ? (request.body ?? {})
              : {}) as HandlerContext<OperationId>['form'],
            files: request.uploads ?? {},
            user: request.authUser as AuthUser,
            versions: request.dataVersions as DataVersions,
            // The request's logger, so the handler's lines (security events) carry its reqId.
            services: { ...services, log: request.log },
            request,
            reply,
          }),
        );
        if (request.authUser && QUOTAS[operationId as OperationId]) {
          await recordUpload(
            services.db,
            request.authUser.userId,
            operationId,
            request.uploads ?? {},
          );
        }
        // The handler answers on the raw response itself (the event stream); Fastify sends nothing.
        if ('hijacked' in output) return reply;
        if ('file' in output) {
          return reply
            .header('content-type', output.file.mimeType || 'application/octet-stream')
            .header('content-disposition', contentDisposition(output.file.fileName))
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
