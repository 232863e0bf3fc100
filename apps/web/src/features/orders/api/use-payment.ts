import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contract, PAYMENT_PROOF_FIELDS } from '@emall/contract';
import type { UploadedPaymentProof } from '@emall/contract';
import { call, uploadFile } from '../../../api/client';

const payInfoKey = (orderId: string) => ['orders', 'payInfo', orderId] as const;

/** The pay modal's content (qryPayInfo): amount, the seller's bank details and the proofs so far. */
export function usePayInfo(orderId: string | null) {
  return useQuery({
    queryKey: payInfoKey(orderId ?? ''),
    queryFn: () => call(contract.order.qryPayInfo, { orderId: orderId ?? '' }),
    enabled: orderId !== null,
    gcTime: 0,
  });
}

/**
 * uploadPaymentProof: multipart, the orderId text field before the file (payment.schemas.ts). Quiet: the
 * modal words the failure with the file's name.
 */
export function useUploadPaymentProof() {
  const queryClient = useQueryClient();
  return async (orderId: string, file: File): Promise<UploadedPaymentProof> => {
    const answer = await uploadFile(
      contract.order.uploadPaymentProof,
      file,
      file.name,
      { quiet: true },
      {
        [PAYMENT_PROOF_FIELDS.orderId]: orderId,
      },
    );
    await queryClient.invalidateQueries({ queryKey: payInfoKey(orderId) });
    return answer;
  };
}
