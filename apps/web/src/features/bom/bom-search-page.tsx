import { useState } from 'react';
import { Button, Empty, Pagination, Progress, Radio, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BOM_LOG_PAGE_SIZE } from '@emall/contract';
import { RequireLogin } from '../../ui/require-login';
import { useAddBomLinesToCart } from './api/use-add-bom-lines';
import { useEnquireBomLines } from './api/use-enquire-bom-lines';
import { useBomChanges, useBomDetail } from './api/use-bom-detail';
import type { MatchFilter } from './api/use-bom-detail';
import { BomLinesTable } from './bom-lines-table';
import './bom.css';

const FILTERS: readonly MatchFilter[] = ['all', 'matched', 'unmatched', 'conflict'];

/** /bom_search?bomId=… (issue 5 item 4): the match view of one of the buyer's BOMs. */
export function BomSearchPage() {
  const [searchParams] = useSearchParams();
  const bomId = searchParams.get('bomId') ?? '';
  return (
    <RequireLogin>
      {/^\d{1,18}$/.test(bomId) ? <BomMatchView key={bomId} bomId={bomId} /> : <NoBom />}
    </RequireLogin>
  );
}

function NoBom() {
  const { t } = useTranslation();
  return (
    <div className="bom-page">
      <Empty description={t('bom.search.notFound')}>
        <Link to="/bom_upload">{t('bom.upload.title')}</Link>
      </Empty>
    </div>
  );
}

function BomMatchView({ bomId }: { bomId: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MatchFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  // Selected line ids of the page shown: the cart gets the lines as they are now (quantity, chosen part),
  // so a selection is not kept across pages where it could go stale.
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const { data: state, isPending, isFetching, isError } = useBomDetail(bomId, filter, pageNo);
  const changes = useBomChanges(bomId);
  const { addLines, isAdding } = useAddBomLinesToCart();
  const { enquire, isEnquiring } = useEnquireBomLines(bomId);

  if (isError && !state) return <NoBom />;
  const lines = state?.list ?? [];
  const isRunning = state?.bomInfo.jobState === 'QUEUED' || state?.bomInfo.jobState === 'MATCHING';
  const chosen = lines.filter((line) => line.product && selectedIds.includes(line.detailId));

  return (
    <div className="bom-page">
      <div className="bom-search__head">
        <Typography.Title
          level={3}
          className="bom-page__title"
          editable={
            state && {
              tooltip: t('bom.search.rename'),
              maxLength: 100,
              triggerType: ['icon'],
              onChange: (name) => {
                if (name.trim() && name.trim() !== state.bomInfo.bomName) void changes.rename(name.trim());
              },
            }
          }
        >
          {state?.bomInfo.bomName ?? ''}
        </Typography.Title>
        {state && (
          <Typography.Text type="secondary">
            {state.bomInfo.fileName} · {dayjs(state.bomInfo.createTime).format('YYYY-MM-DD HH:mm')}
          </Typography.Text>
        )}
      </div>
      {isRunning && <Progress percent={state.progress} aria-label={t('bom.progress.label')} />}
      <div className="bom-search__bar">
        <Radio.Group
          optionType="button"
          aria-label={t('bom.search.filter')}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as MatchFilter);
            setPageNo(1);
            setSelectedIds([]);
          }}
        >
          {FILTERS.map((key) => (
            <Radio.Button key={key} value={key}>
              {t(`bom.search.${key}`, { n: state?.counts[key] ?? 0 })}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Space>
          <Tooltip title={t('enquiry.bom.tooltip')}>
            <Button loading={isEnquiring} disabled={isRunning} onClick={() => void enquire(selectedIds)}>
              {t('enquiry.bom.button')}
            </Button>
          </Tooltip>
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={isAdding}
            onClick={() => void addLines(chosen)}
          >
            {t('bom.cart.add', { n: chosen.length })}
          </Button>
        </Space>
      </div>
      <BomLinesTable
        lines={lines}
        isLoading={isPending || (isFetching && !isRunning)}
        selectedIds={selectedIds}
        onSelect={setSelectedIds}
        actions={changes}
      />
      {state && state.total > BOM_LOG_PAGE_SIZE && (
        <Pagination
          className="bom-search__pages"
          current={pageNo}
          pageSize={BOM_LOG_PAGE_SIZE}
          total={state.total}
          showSizeChanger={false}
          onChange={(page) => {
            setPageNo(page);
            setSelectedIds([]);
          }}
        />
      )}
    </div>
  );
}
