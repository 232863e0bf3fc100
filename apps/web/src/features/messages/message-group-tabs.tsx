import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_GROUPS } from '@emall/contract';
import type { MessageGroup, MessageGroupsAnswer } from '@emall/contract';

const ALL = 'all';

interface MessageGroupTabsProps {
  /** qryMessage4Group's answer; undefined while it loads. */
  counts: MessageGroupsAnswer | undefined;
  active: MessageGroup | undefined;
  onChange: (group: MessageGroup | undefined) => void;
}

/** All messages and the five groups, each with its unread count (qryMessage4Group). */
export function MessageGroupTabs({ counts, active, onChange }: MessageGroupTabsProps) {
  const { t } = useTranslation();
  const unreadOf = (group: MessageGroup) => counts?.groups.find((g) => g.group === group)?.unReadNum ?? 0;
  const label = (text: string, unread: number) => (
    <span aria-label={unread > 0 ? `${text} ${t('messageCentre.unreadOf', { n: unread })}` : text}>
      {text}
      <Badge className="message-centre__tab-count" count={unread} size="small" overflowCount={99} />
    </span>
  );
  return (
    <Tabs
      className="message-centre__tabs"
      aria-label={t('messageCentre.groups')}
      activeKey={active ?? ALL}
      onChange={(key) => {
        onChange(key === ALL ? undefined : MESSAGE_GROUPS.find((g) => g === key));
      }}
      items={[
        { key: ALL, label: label(t('messageCentre.all'), counts?.unReadNum ?? 0) },
        ...MESSAGE_GROUPS.map((group) => ({
          key: group,
          label: label(t(`message.group.${group}`), unreadOf(group)),
        })),
      ]}
    />
  );
}
