import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { DictionaryEntry, Localized } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { contentKeys } from './content-keys';
import { useContentSave } from './use-content-save';

const calls = opsContract.opsContent;

export type OpsDictionaryBody = CallBody<typeof calls.qryDictionaryEntries>;

/** A dictionary entry as the form edits it (the value is fixed once the entry exists). */
export interface DictionaryEntryValues {
  dicValue: string;
  names: Localized;
  sort: number;
  enabled: boolean;
}

/** The dictionaries with their entry counts. */
export function useDictionaries() {
  return useQuery({ queryKey: contentKeys.dictionaries, queryFn: () => call(calls.qryDictionaries, {}) });
}

/** One page of a dictionary's entries; nothing until a dictionary is chosen. */
export function useDictionaryEntries(body: OpsDictionaryBody) {
  return useQuery({
    queryKey: contentKeys.dictionary(body),
    queryFn: () => call(calls.qryDictionaryEntries, body),
    enabled: Boolean(body.dicCode),
    placeholderData: keepPreviousData,
  });
}

/** Adds an entry to the dictionary (`entry` null) or saves the labels, order and status of the one given. */
export function useSaveDictionaryEntry(dicCode: string, entry: DictionaryEntry | null, onSaved: () => void) {
  return useContentSave(
    (values: DictionaryEntryValues) =>
      entry
        ? call(calls.updateDictionaryEntry, {
            id: entry.id,
            names: values.names,
            sort: values.sort,
            enabled: values.enabled,
          })
        : call(calls.addDictionaryEntry, { ...values, dicCode }),
    onSaved,
  );
}
