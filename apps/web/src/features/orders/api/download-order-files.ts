import { contract } from '@emall/contract';
import { downloadFile } from '../../../api/download';

/** The sale contract PDF of an order (`downloadSaleContract?orderId=`), saved under a timestamp name. */
export function downloadSaleContract(orderId: string): Promise<boolean> {
  return downloadFile({
    method: 'POST',
    path: contract.order.downloadSaleContract.path,
    query: { orderId },
    extension: 'pdf',
  });
}

/** A payment proof already uploaded; its URL comes from qryPayInfo and carries the proof's id. */
export function downloadPaymentProof(downloadUrl: string, fileName: string): Promise<boolean> {
  const url = new URL(downloadUrl, window.location.origin);
  const extension = /\.(\w+)$/.exec(fileName)?.[1] ?? 'pdf';
  return downloadFile({
    method: 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    extension,
  });
}
