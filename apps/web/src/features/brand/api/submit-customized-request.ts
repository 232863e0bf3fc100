import { contract } from '@emall/contract';
import type { CustomizedRequestInput } from '@emall/contract';
import { call } from '../../../api/client';

/** Sends the /ruisa_customized form; failures are left to the form (quiet), which places them under its fields. */
export function submitCustomizedRequest(body: CustomizedRequestInput) {
  return call(contract.brand.submitCustomizedRequest, body, { quiet: true });
}
