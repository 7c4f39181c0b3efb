import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { logSecurityEvent } from '../auth/audit';
import { isDatabaseUnavailable } from '../db/pool';
import { ApiError, errorEnvelope, type ErrorCode } from './errors';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The field an AJV finding is about, dotted from the body's top (`userRoles.0.description`). */
function issueField(issue: ValidationIssue): string {
  const missing = issue.params?.missingProperty;
  const path = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean);
  return [...path, ...(typeof missing === 'string' ? [missing] : [])].join('.');
}

/** Turns AJV's findings into one sentence a person can act on. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const missing = issue.params?.missingProperty;
    const field =
      typeof missing === 'string'
        ? missing
        : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const where = field || context || 'request';
    const extra = issue.params?.additionalProperty;
    if (typeof extra === 'string')
      return `${extra} is not a ${context === 'querystring' ? 'query parameter' : 'field'} of this call`;
    const allowed = issue.params?.allowedValues;
    if (Array.isArray(allowed)) return `${where} must be one of: ${allowed.join(', ')}`;
    if (typeof missing === 'string') return `${where} is required`;
    return `${where} ${issue.message ?? 'is invalid'}`;
  });
  return `Invalid request: ${parts.join('; ')}.`;
}

/**
 * The status for a PostgreSQL error the caller's input caused: class 22 (data exception:
 * out of range, malformed text, invalid bytes), not-null, foreign-key and check violations
 * are 400, a duplicate is 409. Anything else (timeouts, lost connections) is undefined: the
 * server's fault, a 500.
 */
export function databaseInputError(error: unknown): 400 | 409 | undefined {
  const code =
    error !== null && typeof error === 'object' && 'code' in error ? error.code : undefined;
  if (typeof code !== 'string') return undefined;
  if (/^22[0-9A-Z]{3}$/.test(code) || code === '23502' || code === '23503' || code === '23514')
    return 400;
  if (code === '23505') return 409;
  return undefined;
}

/** PostgreSQL canceled the query (statement_timeout). */
export const isQueryCanceled = (error: unknown) =>
  error !== null && typeof error === 'object' && 'code' in error && error.code === '57014';

const isMultipartRequest = (request: FastifyRequest) =>
  /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * Every failure leaves as the envelope {success:false, message, code, result:null}, its code
 * the status's unless an ApiError names one. Messages of unexpected errors never carry
 * internals (stack, SQL); those go to the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (
      error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string },
      request,
      reply,
    ) => {
      let status = 500;
      let message = 'An unexpected error occurred. Please try again or contact support.';
      let code: ErrorCode | undefined;
      let field: string | undefined;
      if (error instanceof ApiError) {
        status = error.statusCode;
        message = error.message;
        code = error.code;
        field = error.field;
      } else if (error.validation) {
        status = 400;
        message = describeValidation(error.validationContext, error.validation);
        // The body's field the first finding is about (query and path names are not fields).
        const first = error.validation[0];
        if (error.validationContext === 'body' && first) field = issueField(first) || undefined;
      } else if (error.statusCode === 429) {
        status = 429;
        message = 'Too many attempts. Please wait a minute and try again.';
      } else if (
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
        error.statusCode === 413
      ) {
        status = 413;
        message = 'The upload is too large.';
      } else if (isQueryCanceled(error)) {
        // statement_timeout: the query ran too long (logged below as a server fault).
        status = 503;
        message =
          'The server took too long to answer. Please narrow the request down or try again later.';
      } else if (isDatabaseUnavailable(error)) {
        // Down or restarting: the pool reconnects by itself once it is back.
        status = 503;
        message = 'The database is unavailable. Please try again in a moment.';
      } else if (databaseInputError(error) === 400) {
        status = 400;
        message = 'Invalid request: a value is out of range or malformed.';
      } else if (databaseInputError(error) === 409) {
        status = 409;
        message = 'The change conflicts with existing data. Please reload and try again.';
      } else if (
        !error.statusCode &&
        isMultipartRequest(request) &&
        request.uploads === undefined
      ) {
        // Failed while the multipart body was read (before flattenMultipart ran): a broken body.
        status = 400;
        message = 'Invalid request: the multipart body could not be read.';
      } else if (error.statusCode === 401) {
        status = 401;
        message = 'Authentication is required. Please log in.';
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        message = 'The request could not be understood.';
      }
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      if (status === 403) {
        logSecurityEvent(request.log, {
          action: 'access_refused',
          actor: request.authUser
            ? { userId: request.authUser.userId, username: request.authUser.username }
            : null,
          address: request.ip,
          details: { method: request.method, route: request.routeOptions.url ?? null, message },
        });
      }
      void reply.code(status).send(errorEnvelope(status, message, code, field));
    },
  );
}

/** An unknown API call (or any path when no client is served) answers 404 in the envelope. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .send(errorEnvelope(404, `No such call: ${request.method} ${request.url.split('?')[0]}`));
}
