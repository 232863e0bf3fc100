import { useState } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { Input, Spin, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomPreview } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { toaster } from '../../api/toaster';
import { isSpreadsheetName } from '../../ui/upload-dialog';
import { uploadBom } from './api/use-bom-upload';

/**
 * The first step of /bom_upload: an optional BOM name and one .xls or .xlsx file, dropped or picked. The
 * picker filters by name as the shared upload dialog does; the server checks the content.
 */
export function BomFilePicker({ onUploaded }: { onUploaded: (preview: BomPreview) => void }) {
  const { t } = useTranslation();
  const [bomName, setBomName] = useState('');
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File) => {
    setIsUploading(true);
    try {
      onUploaded(await uploadBom(file, bomName));
    } catch (error) {
      // 401 already led to the login page; otherwise the server's words, or '{file} upload failed' (SPEC §8).
      if (!isApiError(error) || error.status !== 401) {
        const serverMsg = isApiError(error) && error.isServerMsg ? error.msg : '';
        toaster.error(serverMsg || t('upload.failed', { file: file.name }));
      }
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div className="bom-picker">
      <label className="bom-picker__name">
        {t('bom.upload.name')}
        <Input
          value={bomName}
          maxLength={100}
          placeholder={t('bom.upload.namePlaceholder')}
          onChange={(event) => {
            setBomName(event.target.value);
          }}
        />
      </label>
      <Spin spinning={isUploading}>
        <Upload.Dragger
          accept=".xls,.xlsx"
          multiple={false}
          showUploadList={false}
          disabled={isUploading}
          beforeUpload={(file) => {
            if (isSpreadsheetName(file.name)) void upload(file);
            else toaster.warning(t('upload.accept'));
            // The file goes through the API client, with its headers and error handling.
            return false;
          }}
        >
          <p className="bom-picker__icon">
            <InboxOutlined />
          </p>
          <p>{t('upload.drop')}</p>
          <p className="bom-picker__hint">{t('bom.upload.hint')}</p>
        </Upload.Dragger>
      </Spin>
    </div>
  );
}
