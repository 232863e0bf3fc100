import { useState } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { toaster } from '../../api/toaster';
import { useUploadPaymentProof } from './api/use-payment';

/** What the picker offers; the server decides by the file's first bytes (PNG, JPEG or PDF). */
const PROOF_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.pdf'];

export function isProofName(name: string): boolean {
  const lower = name.toLowerCase();
  return PROOF_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Drop or pick the payment proof (an image or a PDF of the bank transfer); sent at once. */
export function ProofUpload({ orderId, onUploaded }: { orderId: string; onUploaded: () => void }) {
  const { t } = useTranslation();
  const uploadProof = useUploadPaymentProof();
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File) => {
    setIsUploading(true);
    try {
      await uploadProof(orderId, file);
      toaster.success(t('orders.pay.uploaded', { file: file.name }));
      onUploaded();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A failed upload: the server's message, or '{file} upload failed'.
      if (error.status !== 401)
        toaster.error(error.isServerMsg ? error.msg : t('upload.failed', { file: file.name }));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <Upload.Dragger
      className="proof-upload"
      accept={PROOF_EXTENSIONS.join(',')}
      multiple={false}
      showUploadList={false}
      disabled={isUploading}
      beforeUpload={(file) => {
        if (isProofName(file.name)) void upload(file);
        else toaster.warning(t('orders.pay.accept'));
        // Sent by the API client, with its headers and error handling, not by antd's own request.
        return false;
      }}
    >
      <p className="proof-upload__icon">
        <InboxOutlined />
      </p>
      <p>{t(isUploading ? 'orders.pay.uploading' : 'upload.drop')}</p>
      <p className="proof-upload__hint">{t('orders.pay.accept')}</p>
    </Upload.Dragger>
  );
}
