import { Alert, Button, Descriptions, List, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Money } from '../../ui/money';
import { downloadPaymentProof } from './api/download-order-files';
import { usePayInfo } from './api/use-payment';
import { OrderStatusTag } from './order-status-tag';
import { ProofUpload } from './proof-upload';

interface PayModalProps {
  /** The order to pay; null when closed. */
  orderId: string | null;
  onClose: () => void;
  /** A proof was uploaded: the order moved to 'payment proof uploaded'. */
  onPaid: () => void;
}

/**
 * The orders tab's pay modal: what to pay, the seller's bank details to transfer to, the text
 * to put in the transfer's remark, the proofs uploaded so far, and the upload of a new proof.
 */
export function PayModal({ orderId, onClose, onPaid }: PayModalProps) {
  const { t } = useTranslation();
  const { data: info, isPending } = usePayInfo(orderId);

  return (
    <Modal
      open={orderId !== null}
      title={t('orders.pay.title')}
      width={560}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('orders.pay.close')}</Button>}
      destroyOnHidden
    >
      {isPending || !info ? (
        <div className="pay-modal__loading">
          <Spin />
        </div>
      ) : (
        <div className="pay-modal">
          <Descriptions column={1} size="small" bordered className="pay-modal__facts">
            <Descriptions.Item label={t('orders.card.orderNo')}>
              {info.dopOrderNo} <OrderStatusTag status={info.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.pay.amount')}>
              <Money value={info.amount} currency={info.currency} className="pay-modal__amount" />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.pay.payee')}>{info.payeeName}</Descriptions.Item>
            <Descriptions.Item label={t('orders.pay.bank')}>{info.bankName}</Descriptions.Item>
            <Descriptions.Item label={t('orders.pay.account')}>
              <Typography.Text copyable>{info.bankAccount}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.pay.remark')}>
              <Typography.Text copyable>{info.transferRemark}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.pay.dueDate')}>{info.paymentDueDate}</Descriptions.Item>
          </Descriptions>
          {info.proofs.length > 0 && (
            <List
              className="pay-modal__proofs"
              size="small"
              header={t('orders.pay.proofs')}
              dataSource={info.proofs}
              renderItem={(proof) => (
                <List.Item
                  actions={[
                    <Button
                      key="download"
                      type="link"
                      size="small"
                      onClick={() => void downloadPaymentProof(proof.downloadUrl, proof.fileName)}
                    >
                      {t('orders.pay.downloadProof')}
                    </Button>,
                  ]}
                >
                  <span className="pay-modal__proof-name">{proof.fileName}</span>
                  <span className="pay-modal__proof-time">
                    {dayjs(proof.uploadTime).format('YYYY-MM-DD HH:mm')}
                  </span>
                </List.Item>
              )}
            />
          )}
          {info.canUploadProof ? (
            <ProofUpload orderId={info.orderId} onUploaded={onPaid} />
          ) : (
            <Alert type="info" showIcon title={t('orders.pay.noUpload')} />
          )}
        </div>
      )}
    </Modal>
  );
}
