import { Rate, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OpsSampleFeedbackPage, OpsSampleFeedbackRow } from '@emall/contract/ops';
import { OpsFilterBar, type DayRange } from '../shared/ops-filter-bar';
import { OpsListPage } from '../shared/ops-list-page';
import { dayRangeBody, OPS_PAGE_SIZE, textFilter, useOpsFilters } from '../shared/ops-list-state';
import { useOpsSampleFeedback, type OpsSampleFeedbackBody } from './api/use-ops-samples';

interface Filters {
  rating: number | undefined;
  tenant: string;
  dates: DayRange;
}

const EMPTY: Filters = { rating: undefined, tenant: '', dates: null };
const RATINGS = [5, 4, 3, 2, 1];

function bodyOf(filters: Filters, pageNo: number): OpsSampleFeedbackBody {
  return {
    pageNo,
    pageSize: OPS_PAGE_SIZE,
    ...(filters.rating ? { rating: filters.rating } : {}),
    ...textFilter('tenant', filters.tenant),
    ...dayRangeBody(filters.dates),
  };
}

/** The buyers' ratings of their samples: the average and spread, then each rating with its parts. */
export function OpsSampleFeedback() {
  const { t } = useTranslation();
  const list = useOpsFilters(EMPTY);
  const page = useOpsSampleFeedback(bodyOf(list.filters, list.pageNo));
  const data = page.data;

  return (
    <OpsListPage<OpsSampleFeedbackRow>
      header={<RatingSummary data={data} />}
      filters={
        <OpsFilterBar<Filters>
          fields={[
            {
              kind: 'select',
              name: 'rating',
              label: t('ops.samples.rating'),
              allowClear: true,
              width: 140,
              options: RATINGS.map((n) => ({ value: n, label: t('ops.samples.stars', { n }) })),
            },
            { kind: 'text', name: 'tenant', label: t('ops.samples.tenantFilter') },
            { kind: 'dates', name: 'dates', label: t('ops.samples.dates') },
          ]}
          draft={list.draft}
          onDraft={list.setDraft}
          onSearch={list.search}
          onReset={list.reset}
        />
      }
      query={page}
      pageNo={list.pageNo}
      onPageNo={list.setPageNo}
      rowKey="sampleReqId"
      emptyText={t('ops.samples.noRatings')}
      columns={[
        {
          title: t('ops.samples.rating'),
          dataIndex: 'rating',
          width: 150,
          render: (rating: number) => <Rate disabled value={rating} className="ops-samples__stars" />,
        },
        {
          title: t('ops.samples.comment'),
          dataIndex: 'feedbackText',
          render: (text: string) =>
            text || <span className="ops-samples__muted">{t('ops.samples.noComment')}</span>,
        },
        { title: t('ops.samples.parts'), key: 'parts', render: (_, row) => row.parts.join(', ') },
        {
          title: t('ops.common.tenant'),
          key: 'tenant',
          render: (_, row) => (
            <>
              {row.tenantName} <span className="ops-samples__muted">{row.tenantCode}</span>
            </>
          ),
        },
        { title: t('ops.samples.ratedBy'), dataIndex: 'staffName', width: 110 },
        { title: t('ops.samples.requestNo'), dataIndex: 'sampleReqNo' },
        {
          title: t('ops.samples.ratedOn'),
          dataIndex: 'createTime',
          render: (value: string) => (
            <span className="ops-samples__nowrap">{dayjs(value).format('YYYY-MM-DD')}</span>
          ),
        },
      ]}
    />
  );
}

/** The average rating, its stars and how many rated, and how many gave each number of stars. */
function RatingSummary({ data }: { data: OpsSampleFeedbackPage | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="ops-samples__summary">
      <Statistic
        title={t('ops.samples.averageRating')}
        value={data?.averageRating ?? '—'}
        suffix={data?.averageRating ? '/ 5' : undefined}
      />
      <div>
        <Rate disabled allowHalf value={data?.averageRating ? Number(data.averageRating) : 0} />
        <div className="ops-samples__muted">
          {data?.ratedCount
            ? t('ops.samples.ratedCount', { count: data.ratedCount })
            : t('ops.samples.noRatings')}
        </div>
      </div>
      <ul className="ops-samples__spread" aria-label={t('ops.samples.spread')}>
        {RATINGS.map((n) => (
          <li key={n}>
            {t('ops.samples.stars', { n })}: <strong>{data?.ratingCounts[String(n)] ?? 0}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
