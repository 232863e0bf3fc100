import { useState } from 'react';
import { Pagination, Progress, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOM_LOG_PAGE_SIZE } from '@emall/contract';
import { ResponsiveTable } from '../../ui/responsive-table';
import type { BomJobState, BomLog } from '@emall/contract';
import { useBomLogs } from './api/use-bom-logs';
import type { BomLogFilters as Filters } from './api/use-bom-logs';
import { BomLogFilters } from './bom-log-filters';
import { bomSearchPath } from './bom-progress-step';
import './bom.css';

const STATE_COLORS: Record<BomJobState, string> = {
  MAPPING: 'default',
  QUEUED: 'blue',
  MATCHING: 'processing',
  DONE: 'success',
  FAILED: 'error',
};

/**
 * The member centre's My BOMs tab (tab 1): the buyer's BOMs, 20 a page, filtered by job state,
 * creation days and name, each opening its match view; on a phone one card per BOM, its name at the head. The
 * routes hand it to the member centre (decision 44), so features stay apart.
 */
export function BomLogsTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ jobState: 'all', pageNo: 1 });
  const { data: page, isPending, isFetching } = useBomLogs(filters);

  return (
    <div className="bom-logs">
      <BomLogFilters
        filters={filters}
        onChange={(change) => {
          setFilters((current) => ({ ...current, ...change }));
        }}
      />
      <ResponsiveTable<BomLog>
        className="bom-logs__table"
        size="small"
        rowKey="tenantBomLogId"
        loading={isFetching}
        dataSource={page?.rows ?? []}
        emptyText={isPending ? ' ' : t('member.empty.bom')}
        phone={{ headKeys: ['bomName'], cardLabel: (row) => row.bomName }}
        columns={[
          {
            key: 'bomName',
            title: t('bom.logs.bomName'),
            // A BOM whose columns are not confirmed has no lines yet: it opens at its mapping instead.
            render: (_, row) => (
              <Link
                to={
                  row.jobState === 'MAPPING'
                    ? `/bom_upload?bomId=${encodeURIComponent(row.tenantBomLogId)}`
                    : bomSearchPath(row.tenantBomLogId)
                }
              >
                {row.bomName}
              </Link>
            ),
          },
          {
            key: 'fileName',
            title: t('bom.logs.fileName'),
            render: (_, row) => <span className="bom-logs__file">{row.fileName}</span>,
          },
          {
            key: 'jobState',
            title: t('bom.logs.state'),
            render: (_, row) =>
              row.jobState === 'MATCHING' ? (
                <Progress percent={row.progress} size="small" className="bom-logs__progress" />
              ) : (
                <Tag color={STATE_COLORS[row.jobState]}>{t(`bom.job.${row.jobState}`)}</Tag>
              ),
          },
          { key: 'lineCount', title: t('bom.logs.lines'), dataIndex: 'lineCount', align: 'right' },
          { key: 'matched', title: t('bom.logs.matched'), dataIndex: 'matchedCount', align: 'right' },
          { key: 'unmatched', title: t('bom.logs.unmatched'), dataIndex: 'unmatchedCount', align: 'right' },
          {
            key: 'createTime',
            title: t('bom.logs.createTime'),
            render: (_, row) => dayjs(row.createTime).format('YYYY-MM-DD HH:mm'),
          },
        ]}
      />
      {page && page.total > 0 && (
        <Pagination
          className="bom-logs__pages"
          current={filters.pageNo}
          pageSize={BOM_LOG_PAGE_SIZE}
          total={page.total}
          showSizeChanger={false}
          showQuickJumper
          showTotal={(total) => t('productTable.total', { n: total })}
          onChange={(pageNo) => {
            setFilters((current) => ({ ...current, pageNo }));
          }}
        />
      )}
    </div>
  );
}
