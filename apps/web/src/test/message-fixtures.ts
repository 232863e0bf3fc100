import { MESSAGE_PAGE_SIZE } from '@emall/contract';
import type { MessagePage, MessageRow } from '@emall/contract';

/** A message row as qryMessageList4Page answers it (docs/messages.md). */
export function messageRowFixture(overrides: Partial<MessageRow> = {}): MessageRow {
  return {
    messageId: '1',
    group: 'order',
    title: 'Order shipped',
    content: 'Order EM20261123001 has shipped, tracking number SF123.',
    link: '/orderline/12',
    readFlag: 'F',
    status: '00A',
    notifyType: 'WebMail',
    createTime: '2026-11-23T02:00:00.000Z',
    tenantWide: false,
    ...overrides,
  };
}

export function messagePageFixture(
  rows: MessageRow[],
  unReadNum: number,
  options: { pageNo?: number; total?: number } = {},
): MessagePage {
  return {
    rows,
    total: options.total ?? rows.length,
    pageNo: options.pageNo ?? 1,
    pageSize: MESSAGE_PAGE_SIZE,
    ext: { unReadNum },
  };
}
