import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract, CUST_PN_TEMPLATES } from '@emall/contract';
import type { CustPnImportAnswer } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { downloadFile } from '../../api/download';
import { toaster } from '../../api/toaster';
import { UploadDialog } from '../../ui/upload-dialog';

interface CartUploadProps {
  isOpen: boolean;
  onClose: () => void;
  importCustPns: (file: File) => Promise<CustPnImportAnswer>;
}

function downloadTemplate(filePath: string) {
  void downloadFile({ method: 'GET', path: contract.cart.download.path, query: { filePath } });
}

/**
 * Batch upload of custom part numbers: the file goes to batchImportCustPns; a full match
 * closes the dialog with a success, a partial one names the file and the rows not matched, a failure
 * shows the server's message or '{file} upload failed'.
 */
export function CartUpload({ isOpen, onClose, importCustPns }: CartUploadProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File) => {
    setIsUploading(true);
    try {
      const answer = await importCustPns(file);
      if (answer.allMatch) {
        toaster.success(t('upload.success', { file: file.name }));
      } else {
        const rows = answer.list.filter((row) => !row.isMatch).map((row) => row.rowNo);
        toaster.warning(
          `${t('upload.partialMatch', { file: file.name })} ${t('upload.unmatchedRows', { rows: rows.join(', ') })}`,
        );
      }
      onClose();
    } catch (error) {
      const serverMsg = isApiError(error) && error.isServerMsg ? error.msg : '';
      // 401 already led to the login page.
      if (!isApiError(error) || error.status !== 401)
        toaster.error(serverMsg || t('upload.failed', { file: file.name }));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <UploadDialog
      title={t('upload.custPn.title')}
      isOpen={isOpen}
      isUploading={isUploading}
      templates={[
        {
          label: t('upload.template.zh'),
          onDownload: () => {
            downloadTemplate(CUST_PN_TEMPLATES.zh);
          },
        },
        {
          label: t('upload.template.en'),
          onDownload: () => {
            downloadTemplate(CUST_PN_TEMPLATES.en);
          },
        },
      ]}
      onUpload={(file) => void upload(file)}
      onClose={onClose}
    />
  );
}
