import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contract, IDEMPOTENCY_KEY_HEADER } from '@emall/contract';
import type { BomEnquiryLine } from '@emall/contract';
import { ApiError } from '../../../api/api-error';
import { call } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { toaster } from '../../../api/toaster';

/**
 * Turns BOM lines into an enquiry: the lines the buyer ticked in the dialog, by id (the server reads the
 * caller's own lines), with their target prices and delivery date. Then the buyer lands on the new enquiry.
 * One key while the body is unchanged: a double click or a retry after a lost answer makes one enquiry.
 * Answers the server's per-line messages when it refused the lines, so the dialog can show them.
 */
export function useEnquireBomLines(bomId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isEnquiring, setIsEnquiring] = useState(false);
  const sentKey = useRef<{ body: string; key: string } | null>(null);

  const keyFor = (body: string) => {
    if (sentKey.current?.body !== body) sentKey.current = { body, key: newIdempotencyKey() };
    return sentKey.current.key;
  };

  const enquire = async (lines: readonly BomEnquiryLine[]): Promise<Record<string, string>> => {
    const body = { tenantBomLogId: bomId, lines: [...lines] };
    setIsEnquiring(true);
    try {
      const created = await call(contract.enquiry.createEnquiryFromBom, body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: keyFor(JSON.stringify(body)) },
      });
      toaster.success(t('enquiry.form.submitted', { no: created.enquiryNo }));
      await navigate(`/enquiry?tab=mine&enquiryId=${created.enquiryId}`);
      return {};
    } catch (error) {
      // The client showed the server's message (nothing to enquire, a BOM that is gone); a refused cell
      // goes back to its line.
      return error instanceof ApiError ? error.fields : {};
    } finally {
      setIsEnquiring(false);
    }
  };

  return { enquire, isEnquiring };
}
