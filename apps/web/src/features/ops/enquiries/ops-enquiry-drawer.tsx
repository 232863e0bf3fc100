import { Alert, Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../ui/page-spinner';
import { useCanWrite } from '../shared/api/ops-session';
import { formatTime } from '../shared/ops-time';
import { useOpsEnquiryDetail } from './api/use-ops-enquiries';
import { enquiryStatusColor } from './enquiry-status';
import { OpsQuoteForm } from './ops-quote-form';
import { isQuotable } from './quote-draft';

/** One enquiry: who asked, what, and the quote table (editable while the enquiry can still be quoted). */
export function OpsEnquiryDrawer({ enquiryId, onClose }: { enquiryId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const detail = useOpsEnquiryDetail(enquiryId);
  const enquiry = detail.data;
  return (
    <Drawer
      open={enquiryId !== null}
      onClose={onClose}
      size={1120}
      destroyOnHidden
      rootClassName="ops-enq__drawer"
      title={enquiry ? t('ops.enquiries.detailTitle', { no: enquiry.enquiryNo }) : ''}
    >
      {!enquiry ? (
        <PageSpinner />
      ) : (
        <>
          <Descriptions size="small" column={3} className="ops-enq__summary">
            <Descriptions.Item label={t('ops.common.status')}>
              <Tag color={enquiryStatusColor(enquiry.status)}>{enquiry.statusName}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.common.tenant')}>
              {enquiry.tenantName} ({enquiry.tenantCode})
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.enquiries.staff')}>{enquiry.staffName}</Descriptions.Item>
            <Descriptions.Item label={t('ops.enquiries.submittedAt')}>
              {formatTime(enquiry.createTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.enquiries.quotedAt')}>
              {enquiry.quotedTime ? formatTime(enquiry.quotedTime) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.enquiries.validUntil')}>
              {enquiry.validUntil ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.enquiries.buyerRemarks')} span={3}>
              {enquiry.remarks || '—'}
            </Descriptions.Item>
          </Descriptions>
          {!isQuotable(enquiry.status) && (
            <Alert
              type="info"
              showIcon
              className="ops-enq__problem"
              title={t('ops.enquiries.notQuotable', { status: enquiry.statusName })}
            />
          )}
          <OpsQuoteForm
            key={`${enquiry.enquiryId}-${enquiry.quotedTime ?? ''}`}
            enquiry={enquiry}
            canWrite={canWrite && isQuotable(enquiry.status)}
          />
        </>
      )}
    </Drawer>
  );
}
