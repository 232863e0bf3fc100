import { z } from 'zod';

/** An application moves PENDING → APPROVED (tenant and staff created) or PENDING → REJECTED, once. */
export const REGISTRATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);

/** The answer: the application, and what happens next in the caller's language (shown as it is). */
export const submittedRegistrationSchema = z.object({
  applicationNo: z.string(),
  status: registrationStatusSchema,
  submittedAt: z.string(),
  nextSteps: z.string(),
});

export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;
export type SubmittedRegistration = z.infer<typeof submittedRegistrationSchema>;
