import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMailPreview } from './api/use-ops-mail';

/**
 * A mail as its recipient sees it. The HTML is shown in a sandboxed frame without scripts: it is the shop's own
 * rendering, but its values came from buyers.
 */
export function OpsMailPreview({ mailId, onClose }: { mailId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const preview = useMailPreview(mailId);
  return (
    <Modal
      open={mailId !== null}
      title={preview.data?.subject ?? t('mail.outbox.preview')}
      footer={null}
      width={720}
      onCancel={onClose}
    >
      {preview.data ? (
        <iframe
          className="ops-mail__frame"
          title={t('mail.outbox.preview')}
          sandbox=""
          srcDoc={preview.data.html}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
