import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchedKeyword } from '@emall/contract/ops';
import { OpsSearchBars } from './ops-search-bars';

/** A ranking of searched part numbers: a bar chart beside the table of the same rows. */
export function OpsSearchRanking({
  title,
  hint,
  keywords,
  loading,
  showResults,
}: {
  title: string;
  hint?: string;
  keywords: readonly SearchedKeyword[];
  loading: boolean;
  /** Show the latest search's result count (the overall ranking; the gaps found nothing by definition). */
  showResults?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="ops-card ops-dash__ranking" aria-label={title}>
      <Typography.Title level={5} className="ops-dash__section-title">
        {title}
      </Typography.Title>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      {keywords.length > 0 && (
        <OpsSearchBars title={title} keywords={keywords} tone={showResults ? 'all' : 'miss'} />
      )}
      <Table<SearchedKeyword>
        rowKey="keyword"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={[...keywords]}
        locale={{ emptyText: t('ops.dashboard.noSearches') }}
        columns={[
          { title: '#', key: 'rank', width: 40, render: (_, __, index) => index + 1 },
          { title: t('ops.dashboard.keyword'), dataIndex: 'keyword', className: 'ops-dash__keyword' },
          { title: t('ops.dashboard.searchCount'), dataIndex: 'searchCount', width: 100, align: 'right' },
          ...(showResults
            ? [
                {
                  title: t('ops.dashboard.lastResultCount'),
                  dataIndex: 'lastResultCount',
                  width: 110,
                  align: 'right' as const,
                },
              ]
            : []),
          {
            title: t('ops.dashboard.lastSearchedAt'),
            dataIndex: 'lastSearchedAt',
            width: 170,
            render: (value: string) => new Date(value).toLocaleString(i18n.language),
          },
        ]}
      />
    </section>
  );
}
