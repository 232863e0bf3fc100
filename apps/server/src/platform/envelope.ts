import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { DEFAULT_LANG, ERRORS, fillText, pickText } from '@emall/contract';
import type { ErrorCode, ErrorEnvelope, Lang, SuccessEnvelope } from '@emall/contract';
import { AppError } from './app-error.js';
import { fieldMessages } from './validation-messages.js';

export function okEnvelope<T>(data: T): SuccessEnvelope<T> {
  return { success: true, code: 200, msg: '', data };
}

export function errorEnvelope(
  code: ErrorCode,
  lang: Lang,
  params: Record<string, string | number> = {},
  fields?: Record<string, string>,
): ErrorEnvelope {
  const def = ERRORS[code];
  let msg = fillText(pickText(def.text, lang), params);
  if (fields) {
    const first = Object.entries(fields)[0];
    if (first) msg += lang === 'en_US' ? ` (${first[0]}: ${first[1]})` : `（${first[0]}：${first[1]}）`;
  }
  return { success: false, code: def.status, errcode: code, msg, ...(fields ? { fields } : {}) };
}

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/** Fastify's own errors (body parsing, limits, routing) mapped onto our closed list. */
function codeOfFrameworkError(error: FastifyError): ErrorCode | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'MALFORMED_BODY';
    default:
      break;
  }
  // PostgreSQL cancelled a statement at its time limit (the catalog's reads have one: platform/db.ts); the
  // driver's error may come wrapped by the query builder.
  const cause = (error as { cause?: unknown }).cause;
  const causeCode =
    typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  if (error.code === QUERY_CANCELED || causeCode === QUERY_CANCELED) return 'QUERY_TOO_LONG';
  if (error instanceof SyntaxError || error.statusCode === 400) return 'MALFORMED_BODY';
  if (error.statusCode === 404) return 'NOT_FOUND';
  if (error.statusCode === 405) return 'METHOD_NOT_ALLOWED';
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode === 429) return 'TOO_MANY_ATTEMPTS';
  return undefined;
}

export function sendError(reply: FastifyReply, envelope: ErrorEnvelope): FastifyReply {
  return reply.status(envelope.code).type('application/json; charset=utf-8').send(envelope);
}

/** The one error handler (docs/architecture.md, "A request"). Stack traces and SQL never reach the client. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = (request as Partial<FastifyRequest>).lang ?? DEFAULT_LANG;
    if (error instanceof AppError) {
      return sendError(reply, errorEnvelope(error.code, lang, error.params, error.fields));
    }
    if (error instanceof ZodError) {
      return sendError(reply, errorEnvelope('VALIDATION_FAILED', lang, {}, fieldMessages(error, lang)));
    }
    const code = codeOfFrameworkError(error);
    if (code) {
      request.log.info({ err: error }, 'request refused');
      const minutes: Record<string, number> = code === 'TOO_MANY_ATTEMPTS' ? { minutes: 1 } : {};
      return sendError(reply, errorEnvelope(code, lang, minutes));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, {
      ...errorEnvelope('INTERNAL', lang, { requestId: request.id }),
      requestId: request.id,
    });
  });
}
