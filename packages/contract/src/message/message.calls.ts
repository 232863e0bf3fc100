import { defineCall, emptyBodySchema } from '../call.js';
import { feedbackFormSchema } from '../rules/feedback-form.js';
import {
  feedbackAnswerSchema,
  messageGroupsAnswerSchema,
  messagePageSchema,
  modifyMessageAnswerSchema,
  modifyMessageBodySchema,
  qryMessageList4PageBodySchema,
} from './message.schemas.js';

/**
 * The message centre (docs/messages.md). Messages belong to the
 * caller: those addressed to them and those addressed to every staff member of their first managed tenant.
 * The live unread count is pushed on the websocket MESSAGE_SOCKET_PATH, not by a call.
 */
export const messageCalls = {
  qryMessageList4Page: defineCall({
    method: 'POST',
    path: '/api/emall/tms/messageCentor/qryMessageList4Page',
    auth: 'session',
    body: qryMessageList4PageBodySchema,
    answer: messagePageSchema,
    summary:
      "The caller's web-mail messages (status 00A, notifyType WebMail), newest first, 15 a page, in the caller's language; ext.unReadNum is the unread count.",
  }),
  modifyMessage: defineCall({
    method: 'POST',
    path: '/api/emall/tms/messageCentor/modifyMessage',
    auth: 'session',
    body: modifyMessageBodySchema,
    answer: modifyMessageAnswerSchema,
    summary:
      'Marks messages read (messageId / messageIds, or allRead: true), or deletes them for the caller with status 00X; answers the new unread count.',
  }),
  qryMessage4Group: defineCall({
    method: 'POST',
    path: '/api/emall/tms/messageCentor/qryMessage4Group',
    auth: 'session',
    body: emptyBodySchema,
    answer: messageGroupsAnswerSchema,
    summary: 'The unread count of each message group (order, sample, enquiry, account, system) and in all.',
  }),
  submitFeedback: defineCall({
    method: 'POST',
    path: '/api/emall/ess/user/feedback/submit',
    auth: 'public',
    body: feedbackFormSchema,
    answer: feedbackAnswerSchema,
    summary:
      'Stores a feedback (the feedback form rules of rules/feedback-form.ts), with or without a session; rate-limited per user and per address (429).',
  }),
} as const;
