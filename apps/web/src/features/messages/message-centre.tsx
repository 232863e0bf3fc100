import { useEffect, useState } from 'react';
import { Button, Empty, Pagination, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PAGE_SIZE } from '@emall/contract';
import type { MessageGroup } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { useMessageListSignal } from '../../api/message-list-signal';
import { toaster } from '../../api/toaster';
import { useMessageGroups, useMessagePage, useModifyMessages, useReloadMessages } from './api/use-messages';
import type { MessageChange } from './api/use-messages';
import { MessageGroupTabs } from './message-group-tabs';
import { MessageList } from './message-list';

interface ListPosition {
  pageNo: number;
  group: MessageGroup | undefined;
  /** The notice clicks already answered (useMessageListSignal). */
  pageOneRequests: number;
}

/**
 * The message centre: unread counts by group, the caller's messages newest first, 15 a page.
 * Opening a message marks it read; deleting reloads the current page, or the one before when it emptied.
 */
export function MessageCentre() {
  const { t } = useTranslation();
  const pageOneRequests = useMessageListSignal((s) => s.pageOneRequests);
  const [position, setPosition] = useState<ListPosition>({ pageNo: 1, group: undefined, pageOneRequests });
  // The new-message notice clicked here goes back to page 1 (adjusted while rendering, not after).
  if (position.pageOneRequests !== pageOneRequests) setPosition({ ...position, pageNo: 1, pageOneRequests });
  const { pageNo, group } = position;
  const setPageNo = (next: number) => {
    setPosition({ ...position, pageNo: next });
  };

  const reload = useReloadMessages();
  useEffect(() => {
    // Also when page 1 was already shown: the new message must appear.
    if (pageOneRequests > 0) void reload();
  }, [pageOneRequests, reload]);

  const { data: page, isPending, isFetching, isPlaceholderData } = useMessagePage(pageNo, group);
  const { data: groups } = useMessageGroups();
  const modify = useModifyMessages();
  const [isChanging, setIsChanging] = useState(false);

  // A delete (here or in another tab) emptied this page: step back to the last page that has rows.
  if (page && !isPlaceholderData && page.rows.length === 0 && pageNo > 1) {
    setPageNo(Math.max(1, Math.ceil(page.total / MESSAGE_PAGE_SIZE)));
  }

  const change = async (what: MessageChange) => {
    setIsChanging(true);
    try {
      await modify(what);
      if (what.kind === 'delete') toaster.success(t('messageCentre.deleted'));
    } catch (error) {
      // The client showed the server's message; the list was read again either way.
      if (!isApiError(error)) throw error;
    } finally {
      setIsChanging(false);
    }
  };

  const unreadHere = group
    ? (groups?.groups.find((g) => g.group === group)?.unReadNum ?? 0)
    : (groups?.unReadNum ?? 0);

  return (
    <div className="message-centre frame-width">
      <div className="message-centre__head">
        <Typography.Title level={3}>{t('messageCentre.title')}</Typography.Title>
        <Button
          disabled={unreadHere === 0 || isChanging}
          onClick={() => void change({ kind: 'allRead', group })}
        >
          {t('messageCentre.markAllRead')}
        </Button>
      </div>
      <MessageGroupTabs
        counts={groups}
        active={group}
        onChange={(next) => {
          setPosition({ ...position, group: next, pageNo: 1 });
        }}
      />
      <Spin spinning={isPending || (isFetching && !isPending) || isChanging}>
        {!page || page.rows.length === 0 ? (
          <Empty className="message-centre__empty" description={t('messageCentre.empty')} />
        ) : (
          <MessageList rows={page.rows} onChange={(what) => void change(what)} />
        )}
      </Spin>
      {page && page.total > 0 && (
        <Pagination
          className="message-centre__pages"
          current={pageNo}
          pageSize={MESSAGE_PAGE_SIZE}
          total={page.total}
          showSizeChanger={false}
          showTotal={(total) => t('messageCentre.total', { n: total })}
          onChange={setPageNo}
        />
      )}
    </div>
  );
}
