import { lazy, Suspense, useState } from 'react';
import { Button, Empty, Pagination, Progress, Radio, Space, Spin, Tabs, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BOM_LOG_PAGE_SIZE } from '@emall/contract';
import { RequireLogin } from '../../ui/require-login';
import { useAddBomLinesToCart } from './api/use-add-bom-lines';
import type { CartableLine } from './api/use-add-bom-lines';
import { useBomChanges, useBomDetail, useBomSummary } from './api/use-bom-detail';
import type { MatchFilter } from './api/use-bom-detail';
import { BomEnquiryDialog } from './bom-enquiry-dialog';
import { BomLinesTable } from './bom-lines-table';
import { BomSummaryBar } from './bom-summary-bar';
import './bom.css';

const FILTERS: readonly MatchFilter[] = ['all', 'matched', 'unmatched', 'conflict'];

/** The costing tab's code loads when the buyer opens it: matching alone never needs it. */
const CostingView = lazy(() => import('./costing/costing-view').then((m) => ({ default: m.CostingView })));

/** /bom_search?bomId=… (docs/bom-matching.md): the match view of one of the buyer's BOMs. */
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
    <div className="bom-page frame-width">
      <Empty description={t('bom.search.notFound')}>
        <Link to="/bom_upload">{t('bom.upload.title')}</Link>
      </Empty>
    </div>
  );
}

function BomMatchView({ bomId }: { bomId: string }) {
  const { t } = useTranslation();
  // The tab is in the address (?tab=costing), so a reload or a shared link opens the same view.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'costing' ? 'costing' : 'lines';
  const [filter, setFilter] = useState<MatchFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  // Selected line ids, kept across pages (and all lines of the BOM at once). What is added or enquired is
  // read from the BOM's summary, reloaded after every change: a removed line or a new choice is never stale.
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const { data: state, isPending, isFetching, isError } = useBomDetail(bomId, filter, pageNo);
  const isRunning = state?.bomInfo.jobState === 'QUEUED' || state?.bomInfo.jobState === 'MATCHING';
  const { data: summary } = useBomSummary(bomId, isRunning);
  const changes = useBomChanges(bomId);
  const { addLines, isAdding } = useAddBomLinesToCart();
  const [isEnquiryOpen, setIsEnquiryOpen] = useState(false);

  if (isError && !state) return <NoBom />;
  const lines = state?.list ?? [];
  const selected = new Set(selectedIds);
  const summaryLines = summary?.lines ?? [];
  const selectedLines = summaryLines.filter((line) => selected.has(line.detailId));
  // A line of the page shown is taken as the buyer sees it; the others as the summary has them.
  const onPage = new Map(
    lines.map((line) => [line.detailId, { ...line, spuId: line.product?.spuId ?? null }] as const),
  );
  const chosen: CartableLine[] = [
    ...lines.flatMap((line) => {
      const own = onPage.get(line.detailId);
      return own && selected.has(line.detailId) ? [own] : [];
    }),
    ...selectedLines.filter((line) => !onPage.has(line.detailId)),
  ].filter((line) => line.spuId !== null);
  const selectable = summaryLines.filter((line) => line.spuId !== null);

  return (
    <div className="bom-page frame-width">
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
      <Tabs
        className="bom-search__tabs"
        activeKey={tab}
        onChange={(key) => {
          setSearchParams(
            (old) => {
              const next = new URLSearchParams(old);
              if (key === 'costing') next.set('tab', 'costing');
              else next.delete('tab');
              return next;
            },
            { replace: true },
          );
        }}
        items={[
          { key: 'lines', label: t('bomCost.tab.lines') },
          { key: 'costing', label: t('bomCost.tab.costing') },
        ]}
      />
      {tab === 'costing' ? (
        <Suspense fallback={<Spin />}>
          <CostingView bomId={bomId} isMatched={state?.bomInfo.jobState === 'DONE'} />
        </Suspense>
      ) : (
        <>
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
                <Button
                  disabled={isRunning || !summary}
                  onClick={() => {
                    setIsEnquiryOpen(true);
                  }}
                >
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
          {summary && !isRunning && <BomSummaryBar summary={summary} />}
          <div className="bom-select">
            {selectable.length > 0 && selectedLines.length < selectable.length && (
              <Button
                size="small"
                onClick={() => {
                  setSelectedIds(selectable.map((line) => line.detailId));
                }}
              >
                {t('bom.select.all', { n: selectable.length })}
              </Button>
            )}
            {selectedLines.length > 0 && (
              <>
                <Typography.Text type="secondary">
                  {t('bom.select.count', { n: selectedLines.length })}
                </Typography.Text>
                <Button
                  size="small"
                  type="link"
                  onClick={() => {
                    setSelectedIds([]);
                  }}
                >
                  {t('bom.select.clear')}
                </Button>
              </>
            )}
          </div>
          <BomLinesTable
            lines={lines}
            isLoading={isPending || (isFetching && !isRunning)}
            selectedIds={selectedIds}
            onSelect={setSelectedIds}
            actions={changes}
          />
          {isEnquiryOpen && summary && (
            <BomEnquiryDialog
              bomId={bomId}
              lines={summary.lines}
              selectedInBom={selectedIds}
              onClose={() => {
                setIsEnquiryOpen(false);
              }}
            />
          )}
          {state && state.total > BOM_LOG_PAGE_SIZE && (
            <Pagination
              className="bom-search__pages"
              current={pageNo}
              pageSize={BOM_LOG_PAGE_SIZE}
              total={state.total}
              showSizeChanger={false}
              onChange={(page) => {
                setPageNo(page);
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
