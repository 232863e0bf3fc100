import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { apiKeyScopeTextKey } from '@emall/contract';
import type { ApiKey, ApiKeyScope } from '@emall/contract';

const STATE_COLOR = { ACTIVE: 'green', EXPIRED: 'orange', REVOKED: 'default' } as const;

function day(value: string | null, never: string): string {
  return value ? new Date(value).toLocaleString() : never;
}

/** The columns a key list shows, the member centre's and the console's alike. */
export function apiKeyColumns<Row extends ApiKey>(t: TFunction): TableColumnsType<Row> {
  return [
    { title: t('apiKeys.col.name'), dataIndex: 'name' },
    { title: t('apiKeys.col.keyId'), dataIndex: 'keyId', render: (id: string) => <code>emk_{id}_…</code> },
    {
      title: t('apiKeys.col.scopes'),
      dataIndex: 'scopes',
      render: (scopes: ApiKeyScope[]) => scopes.map((s) => <Tag key={s}>{t(apiKeyScopeTextKey(s))}</Tag>),
    },
    {
      title: t('apiKeys.col.addresses'),
      dataIndex: 'allowedCidrs',
      render: (cidrs: string[]) => (cidrs.length ? cidrs.join(', ') : t('apiKeys.anyAddress')),
    },
    { title: t('apiKeys.col.expires'), dataIndex: 'expiresAt', render: (v: string | null) => day(v, '—') },
    {
      title: t('apiKeys.col.lastUsed'),
      dataIndex: 'lastUsedAt',
      render: (v: string | null) => day(v, t('apiKeys.never')),
    },
    { title: t('apiKeys.col.createdBy'), dataIndex: 'createdBy' },
    {
      title: t('apiKeys.col.state'),
      dataIndex: 'state',
      render: (state: ApiKey['state']) => <Tag color={STATE_COLOR[state]}>{t(`apiKeys.state.${state}`)}</Tag>,
    },
  ];
}
