import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import { call } from '../../../api/client';

export interface StockQuoteQuery {
  qryParam: string;
  brandCodes: string[];
  pageNo: number;
  pageSize: number;
}

/** One page of the global spot stock (quote price type 001). */
export function useStockQuotes(query: StockQuoteQuery) {
  const body = {
    quotePriceType: '001' as const,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.qryParam ? { qryParam: query.qryParam } : {}),
    ...(query.brandCodes.length > 0 ? { brandCodes: query.brandCodes } : {}),
  };
  return useQuery({
    queryKey: ['catalog', 'stockQuotes', body],
    queryFn: () => call(contract.catalog.getStockFromQuoteByPage, body),
    placeholderData: keepPreviousData,
  });
}
