import { useRef } from 'react';
import { contract, IDEMPOTENCY_KEY_HEADER } from '@emall/contract';
import type { CreatedSampleReq, CreateFreeSampleReqBody } from '@emall/contract';
import { call } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency-key';

/**
 * createFreeSampleReq with its Idempotency-Key, as order creation (decision 44): the same body sent again (a
 * retry after a time-out) keeps its key, so the server answers the first request instead of making a second;
 * a changed body takes a new key. Failures are left to the page (quiet), which shows the message and stays.
 */
export function useCreateSampleReq() {
  const lastSubmission = useRef<{ body: string; key: string } | null>(null);
  return (body: CreateFreeSampleReqBody): Promise<CreatedSampleReq> => {
    const json = JSON.stringify(body);
    if (lastSubmission.current?.body !== json)
      lastSubmission.current = { body: json, key: newIdempotencyKey() };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: lastSubmission.current.key };
    return call(contract.sample.createFreeSampleReq, body, { quiet: true, headers });
  };
}

/** Provinces (no path) or the children of a 'Province' / 'Province/City' path, for the cascader. */
export function loadRegions(path: string[]) {
  return path.length === 0
    ? call(contract.system.qryChinaRegion, { isTop: true })
    : call(contract.system.qryChinaRegion, { regionPathName: path.join('/'), regionLevel: path.length + 1 });
}
