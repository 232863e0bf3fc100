import { defineCall, emptyBodySchema } from '../call.js';
import { submittedRegistrationSchema } from './register.schemas.js';

/** Registration (/register; docs/registration.md). Operators approve or reject in the console (later). */
export const registerCalls = {
  submitRegistration: defineCall({
    method: 'POST',
    path: '/api/emall/ess/user/register/submitRegistration',
    auth: 'public',
    // Multipart: the text fields travel with the file and are checked by rules/registration.ts.
    body: emptyBodySchema,
    answer: submittedRegistrationSchema,
    summary:
      'multipart/form-data: companyName, creditCode, contactName, mobile, email, staffCode, password, captchaId, captchaCode, then `file` (the business licence: PNG, JPEG or PDF by content, at most 5 MB). Creates a pending application when PAR_EMALL_001 allows registration; spends the captcha; throttled per address.',
  }),
} as const;
