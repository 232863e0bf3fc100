import { MESSAGE_GROUPS, MESSAGE_NOTIFY_TYPE, STATUS_ACTIVE } from '@emall/contract';
import type {
  Lang,
  MessageGroup,
  MessageGroupsAnswer,
  MessagePage,
  ModifyMessageBody,
  QryMessageList4PageBody,
} from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { notifyLive } from '../../platform/live-channel.js';
import type { StaffContext } from '../../platform/request-context.js';
import {
  countUnread,
  countUnreadByGroup,
  findUnreadIds,
  findVisible,
  listMessages,
  markDeleted,
  markRead,
  type Reader,
} from './message.queries.js';
import { renderMessage } from './message-render.js';
import type { MessageDeps } from './message.settings.js';

/**
 * The message centre of the caller: their messages and their tenant's (the first managed tenant, the one they
 * act for).
 */
function readerOf(staff: StaffContext): Reader {
  return { tenantId: staff.tenantId, staffId: staff.staffId };
}

function groupOf(value: string): MessageGroup {
  return (MESSAGE_GROUPS as readonly string[]).includes(value) ? (value as MessageGroup) : 'system';
}

/** qryMessageList4Page: a page of the caller's messages in their language, with the unread count. */
export async function messagePage(
  deps: MessageDeps,
  staff: StaffContext,
  lang: Lang,
  body: QryMessageList4PageBody,
): Promise<MessagePage> {
  const reader = readerOf(staff);
  const [page, unReadNum] = await Promise.all([
    listMessages(deps.db, reader, {
      offset: (body.pageNo - 1) * body.pageSize,
      limit: body.pageSize,
      group: body.group,
    }),
    countUnread(deps.db, reader),
  ]);
  return {
    rows: page.rows.map((row) => ({
      messageId: String(row.id),
      group: groupOf(row.group),
      ...renderMessage(row.textKey, row.params, lang),
      link: row.link,
      readFlag: row.read ? 'T' : 'F',
      status: STATUS_ACTIVE,
      notifyType: MESSAGE_NOTIFY_TYPE,
      createTime: row.createdAt.toISOString(),
      tenantWide: row.staffId === null,
    })),
    total: page.total,
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    ext: { unReadNum },
  };
}

/**
 * modifyMessage: marks read or (status 00X) deletes messages for the caller alone, all or nothing:
 * one id that is not the caller's answers 404 and changes nothing. Tabs of the caller on any server copy
 * get the new count through the live channel.
 */
export async function modifyMessages(
  deps: MessageDeps,
  staff: StaffContext,
  body: ModifyMessageBody,
): Promise<{ modified: number; unReadNum: number }> {
  const reader = readerOf(staff);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx: Db) => {
    let modified: number;
    if (body.all) {
      const ids = await findUnreadIds(tx, reader, body.group);
      await markRead(tx, reader.staffId, ids, now);
      modified = ids.length;
    } else {
      const found = await findVisible(tx, reader, body.messageIds);
      if (found.length !== body.messageIds.length) throw new AppError('NOT_FOUND');
      if (body.action === 'delete') {
        await markDeleted(tx, reader.staffId, body.messageIds, now);
        modified = found.length;
      } else {
        const unread = found.filter((m) => !m.read).map((m) => m.id);
        await markRead(tx, reader.staffId, unread, now);
        modified = unread.length;
      }
    }
    if (modified > 0) await notifyLive(tx, reader);
    return { modified, unReadNum: await countUnread(tx, reader) };
  });
}

/** qryMessage4Group: the unread count of every group, in MESSAGE_GROUPS order, and the total. */
export async function unreadByGroup(deps: MessageDeps, staff: StaffContext): Promise<MessageGroupsAnswer> {
  const counts = await countUnreadByGroup(deps.db, readerOf(staff));
  const groups = MESSAGE_GROUPS.map((group) => ({ group, unReadNum: counts.get(group) ?? 0 }));
  return { unReadNum: groups.reduce((sum, g) => sum + g.unReadNum, 0), groups };
}

/** The caller's unread count: what the live channel pushes. */
export function unreadCount(db: Db, reader: Reader): Promise<number> {
  return countUnread(db, reader);
}
