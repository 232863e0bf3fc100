import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { contentKeys } from './content-keys';
import { useContentSave } from './use-content-save';

const calls = opsContract.opsContent;

export type OpsSysParamsBody = CallBody<typeof calls.qrySysParams>;

export function useSysParams(body: OpsSysParamsBody) {
  return useQuery({
    queryKey: contentKeys.params(body),
    queryFn: () => call(calls.qrySysParams, body),
    placeholderData: keepPreviousData,
  });
}

/** Saves one parameter's value; quiet, so that the form shows a refused value under its input. */
export function useUpdateSysParam(paramCode: string, onSaved: () => void) {
  return useContentSave(
    ({ paramValue }: { paramValue: string }) =>
      call(calls.updateSysParam, { paramCode, paramValue }, { quiet: true }),
    onSaved,
  );
}
