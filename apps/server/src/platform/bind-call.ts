import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isFileDownload, isOpsAuth } from '@emall/contract';
import type { CallAuth, CallDef, Lang } from '@emall/contract';
import { AppError } from './app-error.js';
import { okEnvelope } from './envelope.js';
import { sendFileDownload } from './file-answer.js';
import { fieldMessages } from './validation-messages.js';
import type { OperatorContext, StaffContext } from './request-context.js';

export interface CallContext<C extends CallDef> {
  body: z.output<C['body']>;
  lang: Lang;
  staff: C['auth'] extends 'session' ? StaffContext : StaffContext | null;
  /** The console's operator: always set on 'ops' and 'ops-write' calls. */
  operator: C['auth'] extends 'ops' | 'ops-write' ? OperatorContext : OperatorContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Sets the success envelope's `msg` (empty by default), in the caller's language. */
  setMsg: (msg: string) => void;
}

export type CallHandler<C extends CallDef> = (ctx: CallContext<C>) => Promise<z.input<C['answer']>>;

export interface BindOptions {
  /** Check every answer against the contract (tests and development): drift fails loudly. */
  checkAnswers: boolean;
}

/**
 * Binds one contract call to its handler: the path and method come from the contract, the body is
 * validated by the call's schema (400 with per-field messages), session calls answer 401 without a
 * session, console calls 401 without an operator session (a buyer's session is not one) and 403 to a
 * read-only auditor when they write, and the answer is wrapped in the envelope (docs/architecture.md, "A
 * request"; a download call's file is sent as it is).
 */
export function bindCall<B extends z.ZodType, A extends z.ZodType, Auth extends CallAuth>(
  app: FastifyInstance,
  call: CallDef<B, A, Auth>,
  handler: CallHandler<CallDef<B, A, Auth>>,
  options: BindOptions,
): void {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      if (call.auth === 'session' && !request.staff) throw new AppError('UNAUTHENTICATED');
      if (isOpsAuth(call.auth) && !request.operator) throw new AppError('UNAUTHENTICATED');
      if (call.auth === 'ops-write' && request.operator?.role !== 'OPERATOR') {
        throw new AppError('OPS_READ_ONLY');
      }
      const raw: unknown = call.method === 'GET' ? request.query : request.body;
      const parsed = call.body.safeParse(raw ?? undefined);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', {}, fieldMessages(parsed.error, request.lang, raw));
      }
      const body = parsed.data;
      let msg = '';
      const data = await handler({
        body,
        lang: request.lang,
        staff: request.staff as CallContext<CallDef<B, A, Auth>>['staff'],
        operator: request.operator as CallContext<CallDef<B, A, Auth>>['operator'],
        request,
        reply,
        setMsg: (text) => {
          msg = text;
        },
      });
      if (reply.sent) return reply;
      if (isFileDownload(data)) return sendFileDownload(reply, data);
      if (options.checkAnswers) call.answer.parse(data);
      return { ...okEnvelope(data ?? null), msg };
    },
  });
}
