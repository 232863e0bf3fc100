import { useState, type ReactNode } from 'react';
import { Button, Checkbox, DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** A shop-day range as the range picker holds it. */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F] & string;

/** One control of a console list's filter bar, bound to a field of the filter object by name. */
export type OpsFilterField<F> =
  | { kind: 'text'; name: KeysOf<F, string>; label: string; width?: number }
  | {
      kind: 'select';
      name: KeysOf<F, string | number | undefined>;
      label: string;
      options: { value: string | number; label: string }[];
      width?: number;
      /** Without `allowClear` the options name the "all" choice themselves. */
      allowClear?: boolean;
    }
  | { kind: 'dates'; name: KeysOf<F, DayRange>; label: string }
  | { kind: 'check'; name: KeysOf<F, boolean>; label: string };

/**
 * The filter bar of a console list: the controls edit a draft, Search (or Enter) applies it, Reset empties it.
 * The list reads only applied filters, so typing never reloads the table.
 */
export function OpsFilterBar<F extends object>({
  fields,
  draft,
  onDraft,
  onSearch,
  onReset,
  leading,
  children,
}: {
  fields: OpsFilterField<F>[];
  draft: F;
  onDraft: (next: F) => void;
  onSearch: () => void;
  onReset?: () => void;
  /** A control before the fields that applies at once (e.g. status buttons). */
  leading?: ReactNode;
  /** Further controls after the buttons (e.g. "add"). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const set = (name: keyof F, value: unknown) => {
    onDraft({ ...draft, [name]: value });
  };
  const valueOf = (name: keyof F): unknown => draft[name];
  return (
    <form
      className="ops-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {leading}
      {fields.map((field) => (
        <FilterControl
          key={field.name}
          field={field}
          value={valueOf(field.name)}
          onChange={(value) => {
            set(field.name, value);
          }}
        />
      ))}
      <Button type="primary" htmlType="submit">
        {t('ops.common.search')}
      </Button>
      {onReset && <Button onClick={onReset}>{t('ops.common.reset')}</Button>}
      {children}
    </form>
  );
}

/** One control of the filter bar, as its kind says, showing `value` and handing on each change. */
function FilterControl<F>({
  field,
  value,
  onChange,
}: {
  field: OpsFilterField<F>;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  switch (field.kind) {
    case 'text':
      return (
        <Input
          placeholder={field.label}
          aria-label={field.label}
          value={value as string}
          onChange={(e) => {
            onChange(e.target.value);
          }}
          style={{ width: field.width ?? 200 }}
          allowClear
        />
      );
    case 'select':
      return (
        <Select<string | number>
          placeholder={field.label}
          aria-label={field.label}
          value={value as string | number | undefined}
          onChange={(next) => {
            onChange(next);
          }}
          allowClear={field.allowClear}
          style={{ width: field.width ?? 160 }}
          options={field.options}
        />
      );
    case 'dates':
      return (
        <DatePicker.RangePicker
          value={value as DayRange}
          onChange={(dates) => {
            onChange(dates);
          }}
          aria-label={field.label}
        />
      );
    case 'check':
      return (
        <Checkbox
          checked={value as boolean}
          onChange={(e) => {
            onChange(e.target.checked);
          }}
        >
          {field.label}
        </Checkbox>
      );
  }
}

/**
 * One keyword box with its search button, for lists filtered by a single text: what is typed stays here until
 * searched; `onSearch` gets it trimmed.
 */
export function OpsKeywordSearch({
  label,
  onSearch,
  width = 360,
}: {
  label: string;
  onSearch: (keyword: string) => void;
  width?: number;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  return (
    <Input.Search
      placeholder={label}
      aria-label={label}
      value={draft}
      allowClear
      enterButton={t('ops.common.search')}
      style={{ width }}
      onChange={(e) => {
        setDraft(e.target.value);
      }}
      onSearch={(value) => {
        onSearch(value.trim());
      }}
    />
  );
}
