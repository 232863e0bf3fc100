import { defineCall } from '../call.js';
import {
  opsFeedbackPageSchema,
  opsFeedbackQuerySchema,
  opsFeedbackRowSchema,
  opsHandleFeedbackBodySchema,
  opsHandleLeadBodySchema,
  opsLeadDetailSchema,
  opsLeadPageSchema,
  opsLeadQuerySchema,
  opsLeadRefSchema,
} from './ops-lead.schemas.js';

/** The operator console's leads and feedback: brand-site requests (/ruisa_customized, /gd) and shop feedback. */
export const opsLeadCalls = {
  qryLeadByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/lead/qryLeadByPage',
    auth: 'ops',
    body: opsLeadQuerySchema,
    answer: opsLeadPageSchema,
    summary:
      'Brand-site leads, newest first, by status, a keyword (company, contact, email, mobile, number) and shop days.',
  }),
  qryLeadDetail: defineCall({
    method: 'POST',
    path: '/api/emall/ops/lead/qryLeadDetail',
    auth: 'ops',
    body: opsLeadRefSchema,
    answer: opsLeadDetailSchema,
    summary: 'One lead with every field the visitor sent and its handling.',
  }),
  handleLead: defineCall({
    method: 'POST',
    path: '/api/emall/ops/lead/handleLead',
    auth: 'ops-write',
    body: opsHandleLeadBodySchema,
    answer: opsLeadDetailSchema,
    summary:
      'Marks a lead CONTACTED (from NEW) or CLOSED (from NEW or CONTACTED) with a note; 409 OPS_LEAD_STATE_CONFLICT otherwise.',
  }),
  qryFeedbackByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/feedback/qryFeedbackByPage',
    auth: 'ops',
    body: opsFeedbackQuerySchema,
    answer: opsFeedbackPageSchema,
    summary:
      'Feedback, newest first, by status, a keyword (content, company, email, tel) and shop days; each row in full.',
  }),
  handleFeedback: defineCall({
    method: 'POST',
    path: '/api/emall/ops/feedback/handleFeedback',
    auth: 'ops-write',
    body: opsHandleFeedbackBodySchema,
    answer: opsFeedbackRowSchema,
    summary:
      'Marks a NEW feedback HANDLED with a note; 409 OPS_FEEDBACK_STATE_CONFLICT when already handled.',
  }),
} as const;
