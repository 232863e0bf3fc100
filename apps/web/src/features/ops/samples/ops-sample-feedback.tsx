import { useState } from 'react';
import { Button, DatePicker, Input, Rate, Select, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OpsSampleFeedbackRow } from '@emall/contract/ops';
import { useOpsSampleFeedback, type OpsSampleFeedbackBody } from './use-ops-samples';

interface Filters {
  rating: number | undefined;
  tenant: string;
  dates: [Dayjs | null, Dayjs | null] | null;
}

const EMPTY: Filters = { rating: undefined, tenant: '', dates: null };
const PAGE_SIZE = 20;
const RATINGS = [5, 4, 3, 2, 1];

function bodyOf(filters: Filters, pageNo: number): OpsSampleFeedbackBody {
  return {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(filters.rating ? { rating: filters.rating } : {}),
    ...(filters.tenant.trim() ? { tenant: filters.tenant.trim() } : {}),
    ...(filters.dates?.[0] ? { dateFrom: filters.dates[0].format('YYYY-MM-DD') } : {}),
    ...(filters.dates?.[1] ? { dateTo: filters.dates[1].format('YYYY-MM-DD') } : {}),
  };
}

/** The buyers' ratings of their samples: the average and spread, then each rating with its parts. */
export function OpsSampleFeedback() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const page = useOpsSampleFeedback(bodyOf(filters, pageNo));
  const data = page.data;

  return (
    <div className="ops-card">
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
      <div className="ops-filters">
        <Select<number>
          placeholder={t('ops.samples.rating')}
          aria-label={t('ops.samples.rating')}
          value={draft.rating}
          onChange={(rating) => {
            setDraft({ ...draft, rating });
          }}
          allowClear
          style={{ width: 140 }}
          options={RATINGS.map((n) => ({ value: n, label: t('ops.samples.stars', { n }) }))}
        />
        <Input
          placeholder={t('ops.samples.tenantFilter')}
          aria-label={t('ops.samples.tenantFilter')}
          value={draft.tenant}
          onChange={(e) => {
            setDraft({ ...draft, tenant: e.target.value });
          }}
          style={{ width: 200 }}
          allowClear
        />
        <DatePicker.RangePicker
          value={draft.dates}
          onChange={(dates) => {
            setDraft({ ...draft, dates });
          }}
          aria-label={t('ops.samples.dates')}
        />
        <Button
          type="primary"
          onClick={() => {
            setFilters(draft);
            setPageNo(1);
          }}
        >
          {t('ops.common.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
            setPageNo(1);
          }}
        >
          {t('ops.common.reset')}
        </Button>
      </div>
      <Table<OpsSampleFeedbackRow>
        rowKey="sampleReqId"
        size="middle"
        loading={page.isFetching}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: t('ops.samples.noRatings') }}
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
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('ops.common.total', { total }),
          onChange: setPageNo,
        }}
      />
    </div>
  );
}
