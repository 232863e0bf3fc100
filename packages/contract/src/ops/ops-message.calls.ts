import { defineCall } from '../call.js';
import {
  opsMessagePageSchema,
  opsMessageQuerySchema,
  recipientStaffPageSchema,
  recipientStaffQuerySchema,
  recipientTenantPageSchema,
  recipientTenantQuerySchema,
  sendOpsMessageBodySchema,
  sentOpsMessageSchema,
} from './ops-message.schemas.js';

/** The operator console's message and announcement calls. */
export const opsMessageCalls = {
  sendOpsMessage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/message/sendOpsMessage',
    auth: 'ops-write',
    body: sendOpsMessageBodySchema,
    answer: sentOpsMessageSchema,
    summary:
      "Sends a message written in the three languages to one staff member, one tenant's staff or every tenant (an announcement); each buyer reads their language.",
  }),
  qryOpsMessageByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/message/qryOpsMessageByPage',
    auth: 'ops',
    body: opsMessageQuerySchema,
    answer: opsMessagePageSchema,
    summary: 'The messages and announcements operators sent, newest first, with their audience.',
  }),
  qryRecipientTenants: defineCall({
    method: 'POST',
    path: '/api/emall/ops/message/qryRecipientTenants',
    auth: 'ops',
    body: recipientTenantQuerySchema,
    answer: recipientTenantPageSchema,
    summary: 'Tenants for the recipient picker, by code or name, with their number of staff.',
  }),
  qryRecipientStaff: defineCall({
    method: 'POST',
    path: '/api/emall/ops/message/qryRecipientStaff',
    auth: 'ops',
    body: recipientStaffQuerySchema,
    answer: recipientStaffPageSchema,
    summary: "One tenant's staff for the recipient picker, by code or name.",
  }),
} as const;
