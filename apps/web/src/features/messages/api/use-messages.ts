import { useCallback, useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contract,
  MESSAGE_NOTIFY_TYPE,
  MESSAGE_PAGE_SIZE,
  STATUS_ACTIVE,
  STATUS_REMOVED,
} from '@emall/contract';
import type { CallBody, MessageGroup } from '@emall/contract';
import { call } from '../../../api/client';
import { updateUnreadCount } from '../../../api/live-messages';
import { useSessionStore } from '../../../api/session-store';

const MESSAGES = ['messages'] as const;

/** One page of the message centre (status 00A, WebMail, 15 a page), of one group or all. */
export function useMessagePage(pageNo: number, group: MessageGroup | undefined) {
  const lang = useSessionStore((s) => s.lang);
  const body = {
    pageNo,
    pageSize: MESSAGE_PAGE_SIZE,
    status: STATUS_ACTIVE,
    notifyType: MESSAGE_NOTIFY_TYPE,
    group,
  } as const;
  const query = useQuery({
    queryKey: [...MESSAGES, 'page', body, lang],
    queryFn: () => call(contract.message.qryMessageList4Page, body),
    placeholderData: keepPreviousData,
  });
  // Every read of the list carries the unread count: the badge follows it even if the socket lags.
  const unread = query.isPlaceholderData ? undefined : query.data?.ext.unReadNum;
  useEffect(() => {
    if (unread !== undefined) updateUnreadCount(unread, 'read');
  }, [unread]);
  return query;
}

/**
 * The unread count of each group (qryMessage4Group), for the group tabs. Read again whenever the live
 * count changes, so a message arriving while the centre is open shows in its tab at once.
 */
export function useMessageGroups() {
  const unreadCount = useSessionStore((s) => s.unreadCount);
  return useQuery({
    queryKey: [...MESSAGES, 'groups', unreadCount],
    queryFn: () => call(contract.message.qryMessage4Group, {}),
    placeholderData: keepPreviousData,
  });
}

export type MessageChange =
  | { kind: 'read'; messageIds: string[] }
  | { kind: 'delete'; messageId: string }
  | { kind: 'allRead'; group: MessageGroup | undefined };

function bodyOf(change: MessageChange): CallBody<typeof contract.message.modifyMessage> {
  switch (change.kind) {
    case 'read':
      return { messageIds: change.messageIds };
    case 'delete':
      // A modification with a status deletes.
      return { messageId: change.messageId, status: STATUS_REMOVED };
    case 'allRead':
      return { allRead: true, group: change.group };
  }
}

/** modifyMessage, then the badge takes the answer's count and the list and groups are read again. */
export function useModifyMessages() {
  const queryClient = useQueryClient();
  return async (change: MessageChange) => {
    try {
      const answer = await call(contract.message.modifyMessage, bodyOf(change));
      updateUnreadCount(answer.unReadNum, 'read');
      return answer;
    } finally {
      // Also after a failure (e.g. 404: deleted in another tab), so the screen shows what the server holds.
      await queryClient.invalidateQueries({ queryKey: MESSAGES });
    }
  };
}

/** The notice clicked on /message: the caller has gone to page 1; this reloads what it shows. */
export function useReloadMessages() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: MESSAGES }), [queryClient]);
}
