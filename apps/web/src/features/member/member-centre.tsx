import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Empty, Spin, Tabs } from 'antd';
import type { TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { ApiKeysTab } from './api-keys-tab';
import { ChangePasswordForm } from './change-password-form';
import { MailPrefsTab } from './mail-prefs-tab';
import { readMemberTab } from './member-tabs';
import type { MemberTabKey } from './member-tabs';

/**
 * The content of tabs that other features own (the orders tab lives in features/orders). Features never
 * import each other (docs/architecture.md, "Layout"), so the app's routes hand them in, lazily loaded (docs/decisions.md).
 */
export type MemberTabContent = Partial<Record<MemberTabKey, ReactNode>>;

/** A tab's content, or its empty placeholder until the feature that owns it provides one. */
function tabBody(content: ReactNode, empty: string): ReactNode {
  if (content === undefined) return <Empty description={empty} />;
  // The content may be a lazy component: it suspends here, inside the tab, not the whole page.
  return <Suspense fallback={<Spin className="member-centre__tab-loading" />}>{content}</Suspense>;
}

/** Member centre tabs; the active one follows the query activeKey. */
export function MemberCentre({ tabContent = {} }: { tabContent?: MemberTabContent }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useSessionStore((s) => s.user);
  const activeKey = readMemberTab(searchParams.get('activeKey'));

  // A tab whose content the routes do not hand in shows its empty text.
  const items: TabsProps['items'] = [
    { key: '1', label: t('member.tab.bom'), children: tabBody(tabContent['1'], t('member.empty.bom')) },
    { key: '2', label: t('member.tab.orders'), children: tabBody(tabContent['2'], t('member.empty.orders')) },
    {
      key: '3',
      label: t('member.tab.samples'),
      children: tabBody(tabContent['3'], t('member.empty.samples')),
    },
    { key: '6', label: t('member.tab.password'), children: <ChangePasswordForm /> },
    { key: '7', label: t('member.tab.apiKeys'), children: <ApiKeysTab /> },
    { key: '8', label: t('mail.prefs.tab'), children: <MailPrefsTab /> },
  ];

  return (
    <div className="member-centre frame-width">
      <div className="member-centre__head">
        <h1 className="member-centre__title">{t('member.title')}</h1>
        {user && (
          <span className="member-centre__greeting">
            {t('member.greeting', { name: user.staffPo.staffName })} · {user.staffRole.tenantName}
          </span>
        )}
      </div>
      <Tabs
        className="member-centre__tabs"
        activeKey={activeKey}
        items={items}
        onChange={(key) => {
          setSearchParams({ activeKey: key });
        }}
      />
    </div>
  );
}
