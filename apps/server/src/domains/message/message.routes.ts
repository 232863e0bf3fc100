import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { submitFeedback } from './feedback.service.js';
import { messagePage, modifyMessages, unreadByGroup } from './message-centre.service.js';
import type { MessageDeps } from './message.settings.js';

const calls = contract.message;

/** Message centre calls (session) and feedback/submit (anyone; rate-limited). The socket is message-socket.ts. */
export function registerMessageRoutes(app: FastifyInstance, deps: MessageDeps, options: BindOptions): void {
  bindCall(
    app,
    calls.qryMessageList4Page,
    ({ staff, lang, body }) => messagePage(deps, staff, lang, body),
    options,
  );
  bindCall(app, calls.modifyMessage, ({ staff, body }) => modifyMessages(deps, staff, body), options);
  bindCall(app, calls.qryMessage4Group, ({ staff }) => unreadByGroup(deps, staff), options);
  bindCall(
    app,
    calls.submitFeedback,
    async ({ staff, lang, body, request, setMsg }) => {
      const answer = await submitFeedback(deps, staff, lang, body, request.ip);
      setMsg(answer.msg);
      return answer;
    },
    options,
  );
}
