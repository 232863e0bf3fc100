import { useState } from 'react';
import { Button, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { useDashboardFigures, useSearchRanking } from './api/use-dashboard';
import { OpsDailyChart } from './ops-daily-chart';
import { OpsFigureCards } from './ops-figure-cards';
import { OpsSearchRanking } from './ops-search-ranking';

type SeriesDays = 14 | 30;

/** /ops: today's figures and the queues waiting for the seller, orders per day, and the catalog's gaps. */
export function OpsDashboardPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<SeriesDays>(14);
  const figures = useDashboardFigures(days);
  const searches = useSearchRanking();
  const refresh = () => {
    void figures.refetch();
    void searches.refetch();
  };

  return (
    <OpsPageFrame
      title={t('ops.dashboard.title')}
      extra={
        <Button onClick={refresh} loading={figures.isFetching || searches.isFetching}>
          {t('ops.common.refresh')}
        </Button>
      }
    >
      {figures.data ? (
        <>
          <Typography.Text type="secondary" className="ops-dash__today">
            {t('ops.dashboard.today', { day: figures.data.today })}
          </Typography.Text>
          <OpsFigureCards figures={figures.data} />
          <section className="ops-card" aria-label={t('ops.dashboard.series')}>
            <div className="ops-dash__section-head">
              <Typography.Title level={5} className="ops-dash__section-title">
                {t('ops.dashboard.series')}
              </Typography.Title>
              <Segmented<SeriesDays>
                value={days}
                onChange={setDays}
                options={[
                  { value: 14, label: t('ops.dashboard.days14') },
                  { value: 30, label: t('ops.dashboard.days30') },
                ]}
              />
            </div>
            <OpsDailyChart series={figures.data.series} />
          </section>
        </>
      ) : (
        <div className="ops-card">
          <Skeleton active />
        </div>
      )}
      <div className="ops-dash__rankings">
        <OpsSearchRanking
          title={t('ops.dashboard.noResult')}
          hint={t('ops.dashboard.noResultHint')}
          keywords={searches.data?.noResult ?? []}
          loading={searches.isFetching}
        />
        <OpsSearchRanking
          title={t('ops.dashboard.topSearched')}
          keywords={searches.data?.top ?? []}
          loading={searches.isFetching}
          showResults
        />
      </div>
    </OpsPageFrame>
  );
}
