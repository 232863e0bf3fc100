import { pickText, TEXTS } from '@emall/contract';
import type { FileDownload, Lang } from '@emall/contract';
import type { StaffContext } from '../../platform/request-context.js';
import { allOrderLines, orderDetail } from './order-read.service.js';
import type { OrderDeps } from './order.settings.js';
import { renderSaleContract } from './contract/pdf.js';
import { sellerInfo } from './contract/seller-info.js';

/**
 * downloadSaleContract: the order's sale contract as a PDF in the caller's language, only for an
 * order of the caller's tenant (another answers 404, docs/security.md).
 */
export async function saleContract(
  deps: OrderDeps,
  staff: StaffContext,
  orderId: string,
  lang: Lang,
): Promise<FileDownload> {
  const detail = await orderDetail(deps, staff, orderId, lang);
  const [lines, seller] = await Promise.all([
    allOrderLines(deps, staff, Number(detail.orderId), lang),
    sellerInfo(deps),
  ]);
  const bytes = await renderSaleContract({ lang, detail, lines, seller });
  const name = TEXTS['order.contract.fileName'];
  return {
    kind: 'file',
    filename: `${name ? pickText(name, lang) : 'SalesContract'}-${detail.dopOrderNo}.pdf`,
    contentType: 'application/pdf',
    bytes,
  };
}
