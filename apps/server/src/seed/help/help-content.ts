import type { HelpCategorySeed } from './help-article-seed.js';
import { orderingArticles } from './help-ordering.js';
import { paymentArticles } from './help-payment.js';
import { deliveryArticles } from './help-delivery.js';
import { invoiceArticles } from './help-invoices.js';
import { sampleArticles } from './help-samples.js';
import { bomArticles } from './help-bom.js';
import { accountArticles } from './help-account.js';

/** The help centre's categories in their order, each with its articles in order (docs/help-centre.md). */
export const HELP_CONTENT: HelpCategorySeed[] = [
  {
    code: 'ordering',
    name: { zhCn: '选购与下单', zhTw: '選購與下單', enUs: 'Ordering' },
    articles: orderingArticles,
  },
  {
    code: 'payment',
    name: { zhCn: '付款与合同', zhTw: '付款與合同', enUs: 'Payment' },
    articles: paymentArticles,
  },
  {
    code: 'delivery',
    name: { zhCn: '配送与收货', zhTw: '配送與收貨', enUs: 'Delivery' },
    articles: deliveryArticles,
  },
  { code: 'invoices', name: { zhCn: '发票', zhTw: '發票', enUs: 'Invoices' }, articles: invoiceArticles },
  {
    code: 'samples',
    name: { zhCn: '免费样品', zhTw: '免費樣品', enUs: 'Free samples' },
    articles: sampleArticles,
  },
  { code: 'bom', name: { zhCn: 'BOM 配单', zhTw: 'BOM 配單', enUs: 'BOM matching' }, articles: bomArticles },
  {
    code: 'account',
    name: { zhCn: '账号与安全', zhTw: '帳號與安全', enUs: 'Account and security' },
    articles: accountArticles,
  },
];
