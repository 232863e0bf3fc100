import { useEffect } from 'react';
import { Alert, Button, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useBomProgress } from './api/use-bom-upload';

export function bomSearchPath(tenantBomLogId: string): string {
  return `/bom_search?bomId=${encodeURIComponent(tenantBomLogId)}`;
}

/**
 * The matching job's progress, polled until it ends (the job runs on the server and survives a restart);
 * when DONE the match view opens. A failed job says so and links to the view with what was matched.
 */
export function BomProgressStep({ tenantBomLogId }: { tenantBomLogId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: progress } = useBomProgress(tenantBomLogId);
  const isDone = progress?.jobState === 'DONE';

  useEffect(() => {
    if (isDone) void navigate(bomSearchPath(tenantBomLogId), { replace: true });
  }, [isDone, navigate, tenantBomLogId]);

  if (progress?.jobState === 'FAILED') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('bom.progress.failed')}
        action={<Link to={bomSearchPath(tenantBomLogId)}>{t('bom.progress.open')}</Link>}
      />
    );
  }
  return (
    <div className="bom-progress" role="status">
      <Typography.Text>{t(`bom.job.${progress?.jobState ?? 'QUEUED'}`)}</Typography.Text>
      <Progress percent={progress?.progress ?? 0} aria-label={t('bom.progress.label')} />
      {progress && (
        <Typography.Text type="secondary">
          {t('bom.progress.counts', {
            done: progress.doneCount,
            all: progress.lineCount,
            matched: progress.matchedCount,
          })}
        </Typography.Text>
      )}
      <Button type="link" onClick={() => void navigate(bomSearchPath(tenantBomLogId))}>
        {t('bom.progress.open')}
      </Button>
    </div>
  );
}
