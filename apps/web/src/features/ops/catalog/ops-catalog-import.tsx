import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Progress, Table, Tag, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { opsContract } from '@emall/contract/ops';
import type { OpsImportJob, OpsImportRejection } from '@emall/contract/ops';
import { call, uploadFile } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { useCanWrite } from '../ops-session';
import { formatTime } from '../shared/ops-time';
import { opsPagination } from '../shared/ops-list-state';

const PAGE_SIZE = 10;
const POLL_MS = 1000;
const STATE_COLORS = { RUNNING: 'processing', DONE: 'success', FAILED: 'error' } as const;

function percent(job: OpsImportJob): number {
  if (job.state !== 'RUNNING') return 100;
  return job.rowCount ? Math.min(99, Math.floor((job.readCount * 100) / job.rowCount)) : 0;
}

/** Catalog import: upload a .csv/.xlsx, watch the job's progress, past imports and their refused rows. */
export function OpsCatalogImport() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const [pageNo, setPageNo] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [current, setCurrent] = useState<number | null>(null);
  const [rejectionsOf, setRejectionsOf] = useState<OpsImportJob | null>(null);

  const history = useQuery({
    queryKey: ['ops', 'catalog', 'imports', pageNo],
    queryFn: () => call(opsContract.opsCatalog.qryCatalogImportByPage, { pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  // The job just started, polled while it runs.
  const job = useQuery({
    queryKey: ['ops', 'catalog', 'import', current],
    queryFn: () => call(opsContract.opsCatalog.qryCatalogImport, { jobId: current ?? 0 }),
    enabled: current !== null,
    refetchInterval: (query) => (query.state.data?.state === 'RUNNING' ? POLL_MS : false),
  });
  if (job.data && job.data.state !== 'RUNNING' && history.data?.rows[0]?.state === 'RUNNING')
    void client.invalidateQueries({ queryKey: ['ops', 'catalog', 'imports'] });

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const started = await uploadFile(opsContract.opsCatalog.startCatalogImport, file, file.name);
      setCurrent(started.jobId);
      void client.invalidateQueries({ queryKey: ['ops', 'catalog', 'imports'] });
    } catch {
      // The client has shown why the file was refused.
    } finally {
      setUploading(false);
    }
  };

  const download = (jobId: number, format: 'xlsx' | 'csv') =>
    downloadFile({
      method: 'POST',
      path: opsContract.opsCatalog.exportImportRejections.path,
      form: { jobId: String(jobId), format },
      extension: format,
    });

  return (
    <div className="ops-card">
      <p className="ops-catalog-import__hint">{t('ops.catalog.import.hint')}</p>
      {canWrite && (
        <div className="ops-catalog-import__upload">
          <Upload
            accept=".csv,.gz,.xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button type="primary" loading={uploading}>
              {t('ops.catalog.import.upload')}
            </Button>
          </Upload>
        </div>
      )}
      {job.data && (
        <div className="ops-catalog-import__progress" data-testid="import-progress">
          <strong>{job.data.fileName}</strong>
          <Progress
            percent={percent(job.data)}
            status={
              job.data.state === 'FAILED' ? 'exception' : job.data.state === 'DONE' ? 'success' : 'active'
            }
          />
          <span>
            {t('ops.catalog.import.counts', {
              read: job.data.readCount,
              total: job.data.rowCount,
              imported: job.data.importedCount,
              rejected: job.data.rejectedCount,
            })}
          </span>
          {job.data.failure && <div className="ops-catalog-import__failure">{job.data.failure}</div>}
        </div>
      )}
      <Table<OpsImportJob>
        rowKey="jobId"
        size="middle"
        loading={history.isFetching}
        dataSource={history.data?.rows ?? []}
        pagination={opsPagination(t, pageNo, history.data?.total, setPageNo)}
        columns={[
          { title: t('ops.catalog.import.file'), dataIndex: 'fileName' },
          {
            title: t('ops.common.status'),
            render: (_, j) => (
              <Tag color={STATE_COLORS[j.state]}>{t(`ops.catalog.import.state.${j.state}`)}</Tag>
            ),
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
                      setRejectionsOf(j);
                    }}
                  >
                    {t('ops.catalog.import.rejected')}
                  </Button>
                  <Button type="link" onClick={() => void download(j.jobId, 'xlsx')}>
                    .xlsx
                  </Button>
                  <Button type="link" onClick={() => void download(j.jobId, 'csv')}>
                    .csv
                  </Button>
                </>
              ),
          },
        ]}
      />
      {rejectionsOf && (
        <RejectionsModal
          job={rejectionsOf}
          onClose={() => {
            setRejectionsOf(null);
          }}
        />
      )}
    </div>
  );
}

function RejectionsModal({ job, onClose }: { job: OpsImportJob; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery({
    queryKey: ['ops', 'catalog', 'rejections', job.jobId, pageNo],
    queryFn: () =>
      call(opsContract.opsCatalog.qryImportRejectionByPage, { jobId: job.jobId, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
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
          pageSize: 20,
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
