import { Empty, Tabs } from 'antd';
import type { TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { ChangePasswordForm } from './change-password-form';
import { readMemberTab } from './member-tabs';

/** Member centre tabs (SPEC §2); the active one follows the query activeKey. */
export function MemberCentre() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useSessionStore((s) => s.user);
  const activeKey = readMemberTab(searchParams.get('activeKey'));

  // The lists of tabs 1-3 arrive with the BOM, order and sample issues; until then they are empty.
  const items: TabsProps['items'] = [
    { key: '1', label: t('member.tab.bom'), children: <Empty description={t('member.empty.bom')} /> },
    { key: '2', label: t('member.tab.orders'), children: <Empty description={t('member.empty.orders')} /> },
    { key: '3', label: t('member.tab.samples'), children: <Empty description={t('member.empty.samples')} /> },
    { key: '6', label: t('member.tab.password'), children: <ChangePasswordForm /> },
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
