import { DatePicker, Input, Radio } from 'antd';
import type { TimeRangePickerProps } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { bomJobStateSchema } from '@emall/contract';
import type { BomJobState } from '@emall/contract';
import type { BomLogFilters as Filters } from './api/use-bom-logs';

const DAY = 'YYYY-MM-DD';

/** My BOMs filters: the job state ('all' = none), the creation days, the name. Each change goes to page 1. */
export function BomLogFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const { t } = useTranslation();
  // The same quick ranges as the orders tab, with its words.
  const presets: TimeRangePickerProps['presets'] = [
    { label: t('orders.filter.last7'), value: [dayjs().subtract(6, 'day'), dayjs()] },
    { label: t('orders.filter.last30'), value: [dayjs().subtract(29, 'day'), dayjs()] },
    { label: t('orders.filter.last90'), value: [dayjs().subtract(89, 'day'), dayjs()] },
  ];
  const states: (BomJobState | 'all')[] = ['all', ...bomJobStateSchema.options];
  const range: [Dayjs, Dayjs] | null =
    filters.startTime && filters.endTime ? [dayjs(filters.startTime), dayjs(filters.endTime)] : null;
  return (
    <div className="bom-log-filters">
      <Radio.Group
        optionType="button"
        name="bomJobState"
        aria-label={t('bom.logs.state')}
        value={filters.jobState}
        onChange={(event) => {
          onChange({ jobState: event.target.value as BomJobState | 'all', pageNo: 1 });
        }}
      >
        {states.map((state) => (
          <Radio.Button key={state} value={state}>
            {t(state === 'all' ? 'bom.logs.all' : `bom.job.${state}`)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <div className="bom-log-filters__row">
        <DatePicker.RangePicker
          value={range}
          presets={presets}
          allowClear
          aria-label={t('bom.logs.time')}
          placeholder={[t('orders.filter.from'), t('orders.filter.to')]}
          onChange={(days) => {
            const [from, to] = days ?? [];
            onChange({ startTime: from?.format(DAY), endTime: to?.format(DAY), pageNo: 1 });
          }}
        />
        <Input.Search
          className="bom-log-filters__name"
          allowClear
          maxLength={100}
          placeholder={t('bom.logs.name')}
          aria-label={t('bom.logs.name')}
          onSearch={(bomName) => {
            onChange({ bomName, pageNo: 1 });
          }}
        />
      </div>
    </div>
  );
}
