import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The whole key, shown once after it was made; closing forgets it (the shop keeps only its hash). */
export function ApiKeysSecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== null}
      title={t('apiKeys.secret.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('apiKeys.secret.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
    >
      <Alert type="warning" showIcon title={t('apiKeys.secret.once')} />
      <Typography.Paragraph copyable className="api-keys__secret" data-testid="api-key-secret">
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
