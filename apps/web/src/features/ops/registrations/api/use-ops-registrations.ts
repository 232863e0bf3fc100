import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer, CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { registrationsKeys } from './registrations-keys';

const calls = opsContract.opsRegistration;

export type OpsRegistrationListBody = CallBody<typeof calls.qryOpsRegistrationByPage>;
export type OpsApproval = Omit<CallBody<typeof calls.approveRegistration>, 'applicationId'>;
type OpsApproved = CallAnswer<typeof calls.approveRegistration>;

export function useOpsRegistrationPage(body: OpsRegistrationListBody) {
  return useQuery({
    queryKey: registrationsKeys.page(body),
    queryFn: () => call(calls.qryOpsRegistrationByPage, body),
    placeholderData: keepPreviousData,
  });
}

export function useOpsRegistrationDetail(applicationId: string | null) {
  return useQuery({
    queryKey: registrationsKeys.application(applicationId),
    queryFn: () => call(calls.qryOpsRegistrationDetail, { applicationId: applicationId ?? '' }),
    enabled: applicationId !== null,
  });
}

/**
 * After a decision, taken or refused (a 409: someone decided first), the application and the lists are read
 * again.
 */
function useRefresh(applicationId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: registrationsKeys.application(applicationId) });
    void queryClient.invalidateQueries({ queryKey: registrationsKeys.lists });
  };
}

/** Approves the application with the account type and billing cycle chosen. */
export function useApproveRegistration(applicationId: string, onApproved: (approved: OpsApproved) => void) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: (approval: OpsApproval) => call(calls.approveRegistration, { applicationId, ...approval }),
    onSuccess: (approved) => {
      onApproved(approved);
      refresh();
    },
    onError: refresh,
  });
}

/** Rejects the application with the reason the applicant is told. */
export function useRejectRegistration(applicationId: string, onRejected: () => void) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: (reason: string) => call(calls.rejectRegistration, { applicationId, reason }),
    onSuccess: () => {
      onRejected();
      refresh();
    },
    onError: refresh,
  });
}
