import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireLogin } from '../../ui/require-login';
import { EnquiryDetailDrawer } from './enquiry-detail';
import { MyEnquiriesTab } from './my-enquiries-tab';
import { NewEnquiryTab } from './new-enquiry-tab';
import './enquiry.css';

/**
 * /enquiry: the editable enquiry table and my enquiries. `?tab=mine` opens the list and
 * `?enquiryId=` an enquiry's detail (the quote message links there).
 */
export function EnquiryPage() {
  return (
    <RequireLogin>
      <EnquiryScreen />
    </RequireLogin>
  );
}

function EnquiryScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const enquiryId = params.get('enquiryId');
  const tab = params.get('tab') === 'mine' || enquiryId ? 'mine' : 'new';
  const show = (id: string) => {
    setParams({ tab: 'mine', enquiryId: id });
  };
  return (
    <div className="enquiry-page frame-width">
      <Typography.Title level={3}>{t('enquiry.page.title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setParams(key === 'mine' ? { tab: 'mine' } : {});
        }}
        items={[
          { key: 'new', label: t('enquiry.tab.new'), children: <NewEnquiryTab onShow={show} /> },
          { key: 'mine', label: t('enquiry.tab.mine'), children: <MyEnquiriesTab onShow={show} /> },
        ]}
      />
      <EnquiryDetailDrawer
        enquiryId={enquiryId}
        onClose={() => {
          setParams({ tab: 'mine' });
        }}
      />
    </div>
  );
}
