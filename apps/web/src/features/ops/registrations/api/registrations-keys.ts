import type { CallBody } from '@emall/contract';
import type { opsContract } from '@emall/contract/ops';

/** The query keys of /ops/registrations: the lists, and an application in full apart from them. */
export const registrationsKeys = {
  lists: ['ops', 'registrations'] as const,
  page: (body: CallBody<typeof opsContract.opsRegistration.qryOpsRegistrationByPage>) =>
    ['ops', 'registrations', body] as const,
  application: (applicationId: string | null) => ['ops', 'registration', applicationId] as const,
};
