import { DeleteOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { LICENCE_EXTENSIONS } from '@emall/contract';

/**
 * Picks the business licence (an antd form control: value and onChange). The file is kept in the form and
 * sent with it, never by antd's own request.
 */
export function LicencePicker({
  value,
  onChange,
}: {
  value?: File;
  onChange?: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="licence-picker">
      <Upload
        accept={LICENCE_EXTENSIONS.join(',')}
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          onChange?.(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('register.licence.pick')}</Button>
      </Upload>
      {value && (
        <span className="licence-picker__file">
          <FileTextOutlined /> {value.name}
          <Button
            type="link"
            size="small"
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(undefined)}
            aria-label={t('register.licence.remove')}
          />
        </span>
      )}
    </div>
  );
}
