import { useState } from 'react';
import { Empty, Pagination, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MY_SAMPLE_PAGE_SIZE, SAMPLE_STATUSES } from '@emall/contract';
import type { SampleStatus } from '@emall/contract';
import { useMySamples } from './api/use-my-samples';
import { MySampleCard } from './my-sample-card';
import './samples.css';

/**
 * The member centre's "my samples" tab (tab 3): the tenant's requests, 5 a page with quick jump,
 * filtered by state; a shipped request can be rated on /samplerate. Handed in by the app's routes
 * (decision 44), so features stay apart.
 */
export function MySamplesTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<SampleStatus | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const { data: page, isPending, isFetching } = useMySamples(pageNo, status);

  return (
    <div className="my-samples">
      <Radio.Group
        className="my-samples__filter"
        aria-label={t('sample.mine.filter')}
        optionType="button"
        value={status}
        options={[
          { value: 'all', label: t('sample.mine.all') },
          ...SAMPLE_STATUSES.map((s) => ({ value: s, label: t(`sample.status.${s}`) })),
        ]}
        onChange={(event) => {
          setStatus(event.target.value as SampleStatus | 'all');
          setPageNo(1);
        }}
      />
      <Spin spinning={isFetching && !isPending}>
        {isPending ? (
          <Spin />
        ) : !page || page.rows.length === 0 ? (
          <Empty description={t('member.empty.samples')} />
        ) : (
          page.rows.map((order) => (
            <MySampleCard
              key={order.sampleReqId}
              order={order}
              onRate={(sampleReqId) => void navigate(`/samplerate?sampleReqId=${sampleReqId}`)}
            />
          ))
        )}
      </Spin>
      {page && page.total > 0 && (
        <Pagination
          className="my-samples__pages"
          current={pageNo}
          pageSize={MY_SAMPLE_PAGE_SIZE}
          total={page.total}
          showSizeChanger={false}
          showQuickJumper
          showTotal={(total) => t('productTable.total', { n: total })}
          onChange={setPageNo}
        />
      )}
    </div>
  );
}
