import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { OpsText } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { contentKeys } from './content-keys';
import { useContentSave } from './use-content-save';

const calls = opsContract.opsContent;

export type OpsTextsBody = CallBody<typeof calls.qryTexts>;
export type OpsTextValues = Pick<OpsText, 'zhCn' | 'zhTw' | 'enUs'>;

export function useTexts(body: OpsTextsBody) {
  return useQuery({
    queryKey: contentKeys.texts(body),
    queryFn: () => call(calls.qryTexts, body),
    placeholderData: keepPreviousData,
  });
}

/** Gives a text back its seeded wording. */
export function useRestoreText() {
  return useContentSave((keyValue: string) => call(calls.restoreText, { keyValue }));
}

/** Saves a text's wording in the three languages. */
export function useUpdateText(keyValue: string, onSaved: () => void) {
  return useContentSave((values: OpsTextValues) => call(calls.updateText, { keyValue, ...values }), onSaved);
}
