import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedbackStatusSchema, leadStatusSchema } from '@emall/contract/ops';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { OpsFeedbackList } from './ops-feedback-list';
import { OpsLeadList } from './ops-lead-list';
import './ops-leads.css';

type Tab = 'leads' | 'feedback';

/**
 * /ops/leads: brand-site leads and shop feedback, one tab each (`?tab=leads|feedback`, `&status=` for the
 * dashboard's cards; without a status a list shows the new ones).
 */
export function OpsLeadsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'feedback' ? 'feedback' : 'leads';
  const status = params.get('status');
  const leadStatus = status === 'ALL' ? 'ALL' : (leadStatusSchema.safeParse(status).data ?? 'NEW');
  const feedbackStatus = status === 'ALL' ? 'ALL' : (feedbackStatusSchema.safeParse(status).data ?? 'NEW');
  return (
    <OpsPageFrame title={t('ops.leads.title')}>
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(key) => {
          setParams({ tab: key });
        }}
        items={[
          {
            key: 'leads',
            label: t('ops.leads.tab.leads'),
            children: <OpsLeadList initialStatus={tab === 'leads' ? leadStatus : 'NEW'} />,
          },
          {
            key: 'feedback',
            label: t('ops.leads.tab.feedback'),
            children: <OpsFeedbackList initialStatus={tab === 'feedback' ? feedbackStatus : 'NEW'} />,
          },
        ]}
      />
    </OpsPageFrame>
  );
}
