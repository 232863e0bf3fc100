import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { DEFAULT_LANG, type V1Problem } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { errorEnvelope } from '../../platform/envelope.js';
import { fieldMessages } from '../../platform/validation-messages.js';

export const PROBLEM_TYPE = 'application/problem+json';

/** The shop's error envelope as RFC 9457 problem details: the same codes, statuses and texts. */
function problemOf(request: FastifyRequest, error: FastifyError): V1Problem {
  const lang = (request as Partial<FastifyRequest>).lang ?? DEFAULT_LANG;
  const envelope =
    error instanceof AppError
      ? errorEnvelope(error.code, lang, error.params, error.fields)
      : error instanceof ZodError
        ? errorEnvelope('VALIDATION_FAILED', lang, {}, fieldMessages(error, lang))
        : error.statusCode === 404
          ? errorEnvelope('NOT_FOUND', lang)
          : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
            ? errorEnvelope(error.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_BODY', lang)
            : errorEnvelope('INTERNAL', lang, { requestId: request.id });
  return {
    type: `urn:emall:problem:${envelope.errcode}`,
    title: STATUS_CODES[envelope.code] ?? 'Error',
    status: envelope.code,
    detail: envelope.msg,
    code: envelope.errcode,
    instance: request.id,
    ...(envelope.fields ? { fields: envelope.fields } : {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: V1Problem): FastifyReply {
  return reply.status(problem.status).type(`${PROBLEM_TYPE}; charset=utf-8`).send(problem);
}

/** An unknown path under /api/v1/: answered here, the shop's own not-found answer being an envelope. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(reply, problemOf(request, new AppError('NOT_FOUND')));
}

/** Every failure under /api/v1/ answers problem details; a 5xx is logged and says no more than its request id. */
export function installProblemAnswers(v1: FastifyInstance): void {
  v1.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = problemOf(request, error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, problem);
  });
}
