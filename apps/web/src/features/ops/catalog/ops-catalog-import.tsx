import { useState } from 'react';
import { Button, Modal, Progress, Table, Tag, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OpsImportJob, OpsImportRejection } from '@emall/contract/ops';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsListPage } from '../shared/ops-list-page';
import { formatTime } from '../shared/ops-time';
import {
  downloadImportRejections,
  HISTORY_PAGE_SIZE,
  REJECTIONS_PAGE_SIZE,
  useCatalogImports,
  useImportRejections,
  useStartCatalogImport,
} from './api/use-catalog-import';

const STATE_COLORS = { RUNNING: 'processing', DONE: 'success', FAILED: 'error' } as const;

function percent(job: OpsImportJob): number {
  if (job.state !== 'RUNNING') return 100;
  return job.rowCount ? Math.min(99, Math.floor((job.readCount * 100) / job.rowCount)) : 0;
}

/** Catalog import: upload a .csv/.xlsx, watch the job's progress, past imports and their refused rows. */
export function OpsCatalogImport() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [pageNo, setPageNo] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [current, setCurrent] = useState<number | null>(null);
  const [rejectionsOf, setRejectionsOf] = useState<OpsImportJob | null>(null);

  // The job just started (`current`) is polled while it runs.
  const { history, job } = useCatalogImports(pageNo, current);
  const startImport = useStartCatalogImport();

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const started = await startImport(file);
      setCurrent(started.jobId);
    } catch {
      // The client has shown why the file was refused.
    } finally {
      setUploading(false);
    }
  };

  return (
    <OpsListPage<OpsImportJob>
      pageSize={HISTORY_PAGE_SIZE}
      header={<ImportHeader canWrite={canWrite} isUploading={uploading} onUpload={upload} job={job.data} />}
      query={history}
      pageNo={pageNo}
      onPageNo={setPageNo}
      rowKey="jobId"
      columns={importColumns(t, setRejectionsOf)}
    >
      {rejectionsOf && (
        <RejectionsModal
          job={rejectionsOf}
          onClose={() => {
            setRejectionsOf(null);
          }}
        />
      )}
    </OpsListPage>
  );
}

/** Over the history: the hint, the upload (operators), and the progress of the job just started. */
function ImportHeader({
  canWrite,
  isUploading,
  onUpload,
  job,
}: {
  canWrite: boolean;
  isUploading: boolean;
  onUpload: (file: File) => Promise<void>;
  job: OpsImportJob | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="ops-catalog-import__hint">{t('ops.catalog.import.hint')}</p>
      {canWrite && (
        <div className="ops-catalog-import__upload">
          <Upload
            accept=".csv,.gz,.xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              void onUpload(file);
              return false;
            }}
          >
            <Button type="primary" loading={isUploading}>
              {t('ops.catalog.import.upload')}
            </Button>
          </Upload>
        </div>
      )}
      {job && (
        <div className="ops-catalog-import__progress" data-testid="import-progress">
          <strong>{job.fileName}</strong>
          <Progress
            percent={percent(job)}
            status={job.state === 'FAILED' ? 'exception' : job.state === 'DONE' ? 'success' : 'active'}
          />
          <span>
            {t('ops.catalog.import.counts', {
              read: job.readCount,
              total: job.rowCount,
              imported: job.importedCount,
              rejected: job.rejectedCount,
            })}
          </span>
          {job.failure && <div className="ops-catalog-import__failure">{job.failure}</div>}
        </div>
      )}
    </>
  );
}

/** The history's columns: file, state, counts, who and when, and the refused rows (shown, or as a file). */
function importColumns(
  t: TFunction,
  showRejections: (job: OpsImportJob) => void,
): TableColumnsType<OpsImportJob> {
  return [
    { title: t('ops.catalog.import.file'), dataIndex: 'fileName' },
    {
      title: t('ops.common.status'),
      render: (_, j) => <Tag color={STATE_COLORS[j.state]}>{t(`ops.catalog.import.state.${j.state}`)}</Tag>,
    },
    {
      title: t('ops.catalog.import.result'),
      render: (_, j) =>
        t('ops.catalog.import.counts', {
          read: j.readCount,
          total: j.rowCount,
          imported: j.importedCount,
          rejected: j.rejectedCount,
        }),
    },
    { title: t('ops.catalog.import.operator'), dataIndex: 'operatorName' },
    {
      title: t('ops.common.createdAt'),
      render: (_, j) => formatTime(j.createdAt, true),
    },
    {
      title: t('ops.common.actions'),
      render: (_, j) =>
        j.rejectedCount > 0 && (
          <>
            <Button
              type="link"
              onClick={() => {
                showRejections(j);
              }}
            >
              {t('ops.catalog.import.rejected')}
            </Button>
            <Button type="link" onClick={() => void downloadImportRejections(j.jobId, 'xlsx')}>
              .xlsx
            </Button>
            <Button type="link" onClick={() => void downloadImportRejections(j.jobId, 'csv')}>
              .csv
            </Button>
          </>
        ),
    },
  ];
}

function RejectionsModal({ job, onClose }: { job: OpsImportJob; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const page = useImportRejections(job.jobId, pageNo);
  return (
    <Modal
      open
      width={860}
      title={`${t('ops.catalog.import.rejected')} · ${job.fileName}`}
      onCancel={onClose}
      footer={null}
    >
      <Table<OpsImportRejection>
        rowKey="line"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        pagination={{
          current: pageNo,
          pageSize: REJECTIONS_PAGE_SIZE,
          total: page.data?.total ?? 0,
          onChange: setPageNo,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('ops.catalog.report.line'), dataIndex: 'line', width: 80 },
          {
            title: t('ops.catalog.report.column'),
            dataIndex: 'column',
            width: 150,
            render: (v: string | null) => v ?? '—',
          },
          { title: t('ops.catalog.report.reason'), dataIndex: 'reason' },
        ]}
      />
    </Modal>
  );
}
