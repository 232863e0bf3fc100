import { useState } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { Badge, Button, Collapse, Popconfirm, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageRow } from '@emall/contract';
import { safeLink } from '../../ui/safe-link';
import type { MessageChange } from './api/use-messages';

interface MessageListProps {
  rows: MessageRow[];
  onChange: (change: MessageChange) => void;
}

/** The messages of one page, newest first; opening an unread one marks it read. */
export function MessageList({ rows, onChange }: MessageListProps) {
  const { t } = useTranslation();
  const [openIds, setOpenIds] = useState<string[]>([]);

  const onOpenChange = (keys: string[]) => {
    const opened = keys.filter((key) => !openIds.includes(key));
    const unread = rows.filter((row) => opened.includes(row.messageId) && row.readFlag === 'F');
    setOpenIds(keys);
    if (unread.length > 0) onChange({ kind: 'read', messageIds: unread.map((row) => row.messageId) });
  };

  return (
    <Collapse
      className="message-list"
      // Only the heading opens a message: a whole-row toggle would hold the delete button, a control inside a
      // control that screen readers cannot reach.
      collapsible="header"
      activeKey={openIds}
      onChange={onOpenChange}
      items={rows.map((row) => {
        const isUnread = row.readFlag === 'F';
        const link = safeLink(row.link);
        return {
          key: row.messageId,
          className: isUnread ? 'message-item message-item--unread' : 'message-item',
          label: (
            <div className="message-item__head">
              <Badge
                status={isUnread ? 'error' : 'default'}
                text={isUnread ? t('messageCentre.unread') : t('messageCentre.read')}
                className="message-item__state"
              />
              <span className="message-item__title">{row.title}</span>
              <Tag>{t(`message.group.${row.group}`)}</Tag>
              {row.tenantWide && <Tag color="blue">{t('messageCentre.toAll')}</Tag>}
              <time className="message-item__time" dateTime={row.createTime}>
                {dayjs(row.createTime).format('YYYY-MM-DD HH:mm')}
              </time>
            </div>
          ),
          extra: (
            // The delete button must not open or close the message it sits on.
            <span
              onClick={(event) => {
                event.stopPropagation();
              }}
            >
              <Popconfirm
                title={t('messageCentre.deleteConfirm')}
                okText={t('messageCentre.yes')}
                cancelText={t('messageCentre.no')}
                onConfirm={() => {
                  onChange({ kind: 'delete', messageId: row.messageId });
                }}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`${t('messageCentre.delete')} ${row.title}`}
                >
                  {t('messageCentre.delete')}
                </Button>
              </Popconfirm>
            </span>
          ),
          children: (
            <div className="message-item__body">
              <p>{row.content}</p>
              {link &&
                (link.startsWith('/') ? (
                  <Link to={link}>{t('messageCentre.open')}</Link>
                ) : (
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    {t('messageCentre.open')}
                  </a>
                ))}
            </div>
          ),
        };
      })}
    />
  );
}
