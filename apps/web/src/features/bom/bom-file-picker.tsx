import { useState } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { Input, Spin, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { BOM_FILE_EXTENSIONS } from '@emall/contract';
import type { BomPreview } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { toaster } from '../../api/toaster';
import { uploadBom } from './api/use-bom-upload';

/**
 * A name with one of the kinds a BOM upload accepts; only a filter for the picker, the server reads the
 * content.
 */
function isBomFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return BOM_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * The first step of /bom_upload: an optional BOM name and one file, dropped or picked: a text export (.csv,
 * .tsv, .txt) or a spreadsheet (.xls, .xlsx). The picker filters by name; the server checks the content.
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
      // 401 already led to the login page; otherwise the server's words, or '{file} upload failed' (failed
      // calls: docs/architecture.md).
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
          accept={BOM_FILE_EXTENSIONS.join(',')}
          multiple={false}
          showUploadList={false}
          disabled={isUploading}
          beforeUpload={(file) => {
            if (isBomFileName(file.name)) void upload(file);
            else toaster.warning(t('bom.upload.accept'));
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
