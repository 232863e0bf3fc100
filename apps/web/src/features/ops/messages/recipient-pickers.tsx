import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useRecipientStaff, useRecipientTenants } from './api/use-ops-messages';

interface PickerProps {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/** A tenant, searched on the server by code or name as the operator types. */
export function TenantPicker({ id, value, onChange }: PickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), 300);
  const tenants = useRecipientTenants(keyword);
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder={t('ops.messages.tenantPlaceholder')}
      loading={tenants.isFetching}
      options={(tenants.data?.rows ?? []).map((tenant) => ({
        value: tenant.tenantId,
        label: `${tenant.tenantCode} ${tenant.tenantName} · ${t('ops.messages.staffCount', { count: tenant.staffCount })}`,
      }))}
    />
  );
}

/** One staff member of the chosen tenant, searched on the server by code or name. */
export function StaffPicker({
  id,
  value,
  onChange,
  tenantId,
}: PickerProps & { tenantId: number | undefined }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), 300);
  const staff = useRecipientStaff(tenantId, keyword);
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      disabled={tenantId === undefined}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder={t('ops.messages.staffPlaceholder')}
      loading={staff.isFetching}
      options={(staff.data?.rows ?? []).map((s) => ({
        value: s.staffId,
        label: `${s.userCode} ${s.staffName}`,
      }))}
    />
  );
}
