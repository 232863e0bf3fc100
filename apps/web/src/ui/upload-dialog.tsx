import { InboxOutlined } from '@ant-design/icons';
import { Modal, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPLOAD_DIALOG_WIDTH } from '@emall/contract';
import { toaster } from '../api/toaster';
import './upload-dialog.css';

/** The spreadsheet kinds the uploads accept; the server checks the content, this only filters the picker. */
const ACCEPTED_EXTENSIONS = ['.xls', '.xlsx'];

export interface UploadTemplate {
  label: string;
  onDownload: () => void;
}

export interface UploadDialogProps {
  title: string;
  isOpen: boolean;
  isUploading: boolean;
  templates: readonly UploadTemplate[];
  onUpload: (file: File) => void;
  onClose: () => void;
}

export function isSpreadsheetName(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * The batch upload dialog (width 468): one .xls or .xlsx file, dropped or picked, and the
 * templates to start from. The owner sends the file and closes the dialog.
 */
export function UploadDialog({
  title,
  isOpen,
  isUploading,
  templates,
  onUpload,
  onClose,
}: UploadDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      open={isOpen}
      width={UPLOAD_DIALOG_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Upload.Dragger
        accept={ACCEPTED_EXTENSIONS.join(',')}
        multiple={false}
        showUploadList={false}
        disabled={isUploading}
        beforeUpload={(file) => {
          if (isSpreadsheetName(file.name)) onUpload(file);
          else toaster.warning(t('upload.accept'));
          // The owner sends the file itself, with the API client's headers and error handling.
          return false;
        }}
      >
        <p className="upload-dialog__icon">
          <InboxOutlined />
        </p>
        <p className="upload-dialog__text">{t('upload.drop')}</p>
        <p className="upload-dialog__hint">{t('upload.accept')}</p>
      </Upload.Dragger>
      <div className="upload-dialog__templates">
        {t('upload.template')}
        {templates.map((template) => (
          <button
            key={template.label}
            type="button"
            className="upload-dialog__link"
            onClick={template.onDownload}
          >
            {template.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
