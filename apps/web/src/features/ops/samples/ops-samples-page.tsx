import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { OpsSampleFeedback } from './ops-sample-feedback';
import { OpsSampleRequests } from './ops-sample-requests';

/** /ops/samples: the requests of every tenant (?view=feedback: the ratings). */
export function OpsSamplesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'feedback' ? 'feedback' : 'requests';
  return (
    <OpsPageFrame title={t('ops.samples.title')}>
      <Tabs
        activeKey={view}
        onChange={(key) => {
          setParams(key === 'feedback' ? { view: 'feedback' } : {});
        }}
        items={[
          { key: 'requests', label: t('ops.samples.requests'), children: <OpsSampleRequests /> },
          { key: 'feedback', label: t('ops.samples.feedbackTab'), children: <OpsSampleFeedback /> },
        ]}
        destroyOnHidden
      />
    </OpsPageFrame>
  );
}
