import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { catalogKeys } from './catalog-keys';

const calls = opsContract.opsCatalog;

export type OpsQuoteListBody = CallBody<typeof calls.qryQuoteByPage>;
export type OpsQuoteInput = CallBody<typeof calls.addQuote>;

/** Supplier stock quotes found by part number. */
export function useQuotePage(body: OpsQuoteListBody) {
  return useQuery({
    queryKey: catalogKeys.quotePage(body),
    queryFn: () => call(calls.qryQuoteByPage, body),
    placeholderData: keepPreviousData,
  });
}

/** The changes of the quotes, and `refresh`, which reads the quote lists again after one. */
export function useQuoteChanges() {
  const client = useQueryClient();
  return {
    /** Adds a quote (no `quoteId`) or saves the one given. */
    save: (quote: OpsQuoteInput, quoteId?: number) =>
      quoteId === undefined ? call(calls.addQuote, quote) : call(calls.updateQuote, { ...quote, quoteId }),
    remove: (quoteId: number) => call(calls.deleteQuote, { quoteId }),
    refresh: () => client.invalidateQueries({ queryKey: catalogKeys.quotes }),
  };
}
