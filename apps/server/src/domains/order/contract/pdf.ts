import PDFDocument from 'pdfkit';
import { deliveryDate, formatOrderAmount } from '@emall/contract';
import type { Lang, OrderDetail, OrderLine } from '@emall/contract';
import { amountInWords } from './amount-in-words.js';
import { contractFont } from './font.js';
import { ensureSpace, labelled, lineCells, MARGIN, row, t, tableHeader, WIDTH, type Doc } from './layout.js';
import type { SellerInfo } from './seller-info.js';

export interface ContractData {
  lang: Lang;
  detail: OrderDetail;
  lines: readonly OrderLine[];
  seller: SellerInfo;
}

/** Label: value lines of one party, in a column at x. */
function party(
  doc: Doc,
  lang: Lang,
  at: { x: number; y: number; width: number },
  title: string,
  rows: [string, string][],
): number {
  doc.fontSize(10).text(title, at.x, at.y, { width: at.width });
  doc.fontSize(8.5);
  for (const [label, value] of rows) {
    doc.text(labelled(label, value || '—', lang), at.x, doc.y + 2, { width: at.width });
  }
  return doc.y;
}

function parties(doc: Doc, data: ContractData): void {
  const { lang, detail, seller } = data;
  const invoice = detail.invoiceTitle ?? {};
  const half = (WIDTH - 20) / 2;
  const top = doc.y + 8;
  const sellerName = lang === 'en_US' && seller.sellerNameEn ? seller.sellerNameEn : seller.sellerName;
  const left = party(
    doc,
    lang,
    { x: MARGIN, y: top, width: half },
    labelled(t('order.contract.seller', lang), sellerName, lang),
    [
      [t('order.contract.address', lang), seller.sellerAddress],
      [t('order.contract.phone', lang), seller.sellerPhone],
      [t('order.contract.taxNum', lang), seller.sellerTaxNum],
      [t('order.contract.bank', lang), seller.sellerBankName],
      [t('order.contract.account', lang), seller.sellerBankAccount],
    ],
  );
  const buyer = labelled(t('order.contract.buyer', lang), invoice.title || detail.custName, lang);
  const right = party(doc, lang, { x: MARGIN + half + 20, y: top, width: half }, buyer, [
    [t('order.contract.address', lang), invoice.invoiceAddr ?? ''],
    [t('order.contract.phone', lang), invoice.invoicePhone ?? ''],
    [t('order.contract.taxNum', lang), invoice.taxNum ?? ''],
    [t('order.contract.bank', lang), invoice.depositBank ?? ''],
    [t('order.contract.account', lang), invoice.bankAccount ?? ''],
  ]);
  doc.x = MARGIN;
  doc.y = Math.max(left, right) + 10;
}

function totals(doc: Doc, data: ContractData): void {
  const { lang, detail } = data;
  ensureSpace(doc, 70);
  doc.moveDown(0.5).fontSize(9);
  const money = (value: string) => `${detail.currency} ${formatOrderAmount(value)}`;
  const summary = [
    labelled(t('order.contract.noTaxTotal', lang), money(detail.noTaxAmount), lang),
    labelled(t('order.contract.taxTotal', lang), money(detail.taxAmount), lang),
    labelled(t('order.contract.total', lang), money(detail.amount), lang),
  ].join('    ');
  doc.text(summary, MARGIN, doc.y, { width: WIDTH, align: 'right' });
  if (lang !== 'en_US') {
    const words = amountInWords(detail.amount, lang);
    doc.text(labelled(t('order.contract.totalInWords', lang), words, lang), MARGIN, doc.y + 4, {
      width: WIDTH,
      align: 'right',
    });
  }
}

function terms(doc: Doc, data: ContractData): void {
  const { lang, detail } = data;
  const payment =
    detail.billingCycle > 0
      ? t('order.contract.paymentCredit', lang, { days: detail.billingCycle })
      : t('order.contract.paymentBefore', lang);
  const address = detail.shippingAddress;
  const shipTo = address
    ? `${address.recipients} ${address.contactPhone} ${address.regionPath.replaceAll('/', '')}${address.detailAddr}`
    : '—';
  const items = [
    labelled(t('order.contract.payment', lang), payment, lang),
    labelled(t('order.contract.deliveryMethod', lang), detail.deliveryMethodName, lang),
    labelled(t('order.contract.shipTo', lang), shipTo, lang),
    t('order.contract.clauseQuality', lang),
    t('order.contract.clauseInvoice', lang),
    t('order.contract.clauseDispute', lang),
  ];
  ensureSpace(doc, 110);
  doc.moveDown(1).fontSize(10).text(t('order.contract.terms', lang), MARGIN, doc.y, { width: WIDTH });
  doc.fontSize(8.5);
  items.forEach((item, i) => doc.text(`${i + 1}. ${item}`, MARGIN, doc.y + 3, { width: WIDTH }));
}

function signatures(doc: Doc, data: ContractData, day: string): void {
  const { lang, detail, seller } = data;
  ensureSpace(doc, 70);
  const half = (WIDTH - 20) / 2;
  const y = doc.y + 24;
  const sellerName = lang === 'en_US' && seller.sellerNameEn ? seller.sellerNameEn : seller.sellerName;
  const buyerName = detail.invoiceTitle?.title || detail.custName;
  doc.fontSize(9);
  doc.text(labelled(t('order.contract.signSeller', lang), sellerName, lang), MARGIN, y, { width: half });
  doc.text(labelled(t('order.contract.date', lang), day, lang), MARGIN, doc.y + 14, { width: half });
  doc.text(labelled(t('order.contract.signBuyer', lang), buyerName, lang), MARGIN + half + 20, y, {
    width: half,
  });
  doc.text(labelled(t('order.contract.date', lang), '', lang), MARGIN + half + 20, doc.y + 14, {
    width: half,
  });
}

function pageNumbers(doc: Doc, lang: Lang, orderNo: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would open a new page.
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor('#666666');
    doc.text(
      `${orderNo}    ${t('order.contract.page', lang, { n: i + 1 })}`,
      MARGIN,
      doc.page.height - MARGIN,
      {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      },
    );
  }
}

/** The sale contract as PDF bytes: parties, lines, totals (in words for Chinese), terms and signatures. */
export function renderSaleContract(data: ContractData): Promise<Buffer> {
  const { lang, detail } = data;
  const created = new Date(detail.createTime);
  const day = deliveryDate(created, 0);
  const title = t('order.contract.title', lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} ${detail.dopOrderNo}`, Author: data.seller.sellerName, CreationDate: created },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  doc.registerFont('contract', contractFont());
  doc.font('contract');

  doc.fontSize(18).text(title, { align: 'center' });
  doc.fontSize(9).moveDown(0.5);
  const refs = [
    labelled(t('order.contract.no', lang), detail.dopOrderNo, lang),
    labelled(t('order.contract.date', lang), day, lang),
  ];
  if (detail.custOrderNo)
    refs.push(labelled(t('order.contract.custOrderNo', lang), detail.custOrderNo, lang));
  doc.text(refs.join('    '), { align: 'right' });
  parties(doc, data);
  doc.fontSize(9).text(t('order.contract.intro', lang), MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.5);
  tableHeader(doc, lang);
  for (const line of data.lines) row(doc, lang, lineCells(line));
  totals(doc, data);
  terms(doc, data);
  signatures(doc, data, day);
  pageNumbers(doc, lang, detail.dopOrderNo);
  doc.end();
  return done;
}
