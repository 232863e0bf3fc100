import { defineCall, fileDownloadSchema } from '../call.js';
import {
  opsApplicationRefSchema,
  opsApproveBodySchema,
  opsApprovedSchema,
  opsRegistrationDetailSchema,
  opsRegistrationPageSchema,
  opsRegistrationQuerySchema,
  opsRejectBodySchema,
} from './ops-registration.schemas.js';

/** The operator console's registration calls: reviewing applications from /register. */
export const opsRegistrationCalls = {
  qryOpsRegistrationByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/registration/qryRegistrationByPage',
    auth: 'ops',
    body: opsRegistrationQuerySchema,
    answer: opsRegistrationPageSchema,
    summary:
      'Applications, newest first, by status and a keyword (number, company, credit code, staff code).',
  }),
  qryOpsRegistrationDetail: defineCall({
    method: 'POST',
    path: '/api/emall/ops/registration/qryRegistrationDetail',
    auth: 'ops',
    body: opsApplicationRefSchema,
    answer: opsRegistrationDetailSchema,
    summary: 'One application with every field the applicant sent (never the password) and its decision.',
  }),
  downloadLicence: defineCall({
    method: 'GET',
    path: '/api/emall/ops/registration/downloadLicence',
    auth: 'ops',
    body: opsApplicationRefSchema,
    answer: fileDownloadSchema,
    summary:
      "The application's business licence as it was uploaded (PNG, JPEG or PDF): GET `?applicationId=`.",
  }),
  approveRegistration: defineCall({
    method: 'POST',
    path: '/api/emall/ops/registration/approveRegistration',
    auth: 'ops-write',
    body: opsApproveBodySchema,
    answer: opsApprovedSchema,
    summary:
      'Approves a pending application: creates the tenant with the chosen account type and billing cycle, its staff member and their link. 409 when already decided or the staff code was taken since.',
  }),
  rejectRegistration: defineCall({
    method: 'POST',
    path: '/api/emall/ops/registration/rejectRegistration',
    auth: 'ops-write',
    body: opsRejectBodySchema,
    answer: opsRegistrationDetailSchema,
    summary: 'Rejects a pending application with the reason the applicant is told; 409 when already decided.',
  }),
} as const;
