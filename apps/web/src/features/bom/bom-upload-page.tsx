import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BomPreview } from '@emall/contract';
import { PageSpinner } from '../../ui/page-spinner';
import { RequireLogin } from '../../ui/require-login';
import { useStoredPreview } from './api/use-bom-upload';
import { BomFilePicker } from './bom-file-picker';
import { BomMappingStep } from './bom-mapping-step';
import { BomProgressStep } from './bom-progress-step';
import './bom.css';

/**
 * /bom_upload (logged-in users only; docs/bom-matching.md): pick a spreadsheet, check and correct the detected
 * header row and column roles on the preview, confirm, and follow the matching job to the match view.
 */
export function BomUploadPage() {
  return (
    <RequireLogin>
      <BomUpload />
    </RequireLogin>
  );
}

function BomUpload() {
  const { t } = useTranslation();
  // ?bomId=… resumes a BOM whose columns were not confirmed yet (My BOMs, state MAPPING).
  const [searchParams] = useSearchParams();
  const resumeId = searchParams.get('bomId');
  const stored = useStoredPreview(resumeId && /^\d{1,18}$/.test(resumeId) ? resumeId : null);
  const [uploaded, setPreview] = useState<BomPreview | null>(null);
  const [matchingId, setMatchingId] = useState<string | null>(null);
  const [isRestarted, setIsRestarted] = useState(false);
  const preview = uploaded ?? (isRestarted ? null : (stored.data ?? null));

  return (
    <div className="bom-page frame-width">
      <Typography.Title level={3} className="bom-page__title">
        {t('bom.upload.title')}
      </Typography.Title>
      {matchingId !== null ? (
        <BomProgressStep tenantBomLogId={matchingId} />
      ) : preview ? (
        <BomMappingStep
          initial={preview}
          onConfirmed={setMatchingId}
          onRestart={() => {
            setPreview(null);
            setIsRestarted(true);
          }}
        />
      ) : stored.isLoading ? (
        <PageSpinner />
      ) : (
        <BomFilePicker onUploaded={setPreview} />
      )}
    </div>
  );
}
