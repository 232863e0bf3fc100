import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contract, IDEMPOTENCY_KEY_HEADER } from '@emall/contract';
import { call } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { toaster } from '../../../api/toaster';

/**
 * Turns BOM lines into an enquiry: the lines the page showed the buyer and the buyer confirmed, by id (the
 * server reads the caller's own lines). Then the buyer lands on the new enquiry. One key per confirmation:
 * a double click makes one enquiry.
 */
export function useEnquireBomLines(bomId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isEnquiring, setIsEnquiring] = useState(false);

  const enquire = async (detailIds: readonly string[]) => {
    setIsEnquiring(true);
    try {
      const created = await call(
        contract.enquiry.createEnquiryFromBom,
        { tenantBomLogId: bomId, detailIds: [...detailIds] },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } },
      );
      toaster.success(t('enquiry.form.submitted', { no: created.enquiryNo }));
      await navigate(`/enquiry?tab=mine&enquiryId=${created.enquiryId}`);
    } catch {
      // The client showed the server's message (nothing to enquire, a BOM that is gone).
    } finally {
      setIsEnquiring(false);
    }
  };

  return { enquire, isEnquiring };
}
