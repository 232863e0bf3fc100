import { Button, Popconfirm, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiKeyScopeTextKey } from '@emall/contract';
import type { OpsApiKey } from '@emall/contract';
import { OpsFilterBar } from '../shared/ops-filter-bar';
import { OpsListPage } from '../shared/ops-list-page';
import { textFilter, useOpsFilters } from '../shared/ops-list-state';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { formatTime } from '../shared/ops-time';
import { useOpsApiKeyPage, useOpsRevokeApiKey } from './api/use-ops-api-keys';

const STATE_COLOR = { ACTIVE: 'green', EXPIRED: 'orange', REVOKED: 'default' } as const;

/** /ops/api-keys: every tenant's keys of the buyer API; an operator revokes any (the audit log records it). */
export function ApiKeysOpsPage() {
  const { t } = useTranslation();
  const list = useOpsFilters({ tenantCode: '' });
  const query = useOpsApiKeyPage({
    pageNo: list.pageNo,
    ...textFilter('tenantCode', list.filters.tenantCode),
  });
  const revoke = useOpsRevokeApiKey();
  const columns: TableColumnsType<OpsApiKey> = [
    { title: t('apiKeys.col.tenant'), render: (_, k) => `${k.tenantName} (${k.tenantCode})` },
    { title: t('apiKeys.col.name'), dataIndex: 'name' },
    { title: t('apiKeys.col.keyId'), dataIndex: 'keyId' },
    {
      title: t('apiKeys.col.scopes'),
      render: (_, k) => k.scopes.map((s) => t(apiKeyScopeTextKey(s))).join(', '),
    },
    {
      title: t('apiKeys.col.addresses'),
      render: (_, k) => k.allowedCidrs.join(', ') || t('apiKeys.anyAddress'),
    },
    { title: t('apiKeys.col.createdBy'), dataIndex: 'createdBy' },
    { title: t('apiKeys.col.createdAt'), render: (_, k) => formatTime(k.createdAt) },
    {
      title: t('apiKeys.col.lastUsed'),
      render: (_, k) => (k.lastUsedAt ? formatTime(k.lastUsedAt) : t('apiKeys.never')),
    },
    {
      title: t('apiKeys.col.state'),
      render: (_, k) => <Tag color={STATE_COLOR[k.state]}>{t(`apiKeys.state.${k.state}`)}</Tag>,
    },
  ];
  const writeColumns: TableColumnsType<OpsApiKey> = [
    {
      key: 'revoke',
      render: (_, k) =>
        k.state !== 'REVOKED' && (
          <Popconfirm
            title={t('apiKeys.revokeConfirm')}
            onConfirm={() => {
              revoke.mutate(k.keyId);
            }}
          >
            <Button danger size="small">
              {t('apiKeys.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <OpsPageFrame title={t('ops.apiKeys.title')}>
      <OpsListPage<OpsApiKey>
        rowKey="keyId"
        filters={
          <OpsFilterBar
            fields={[{ kind: 'text', name: 'tenantCode', label: t('ops.apiKeys.tenantCode') }]}
            draft={list.draft}
            onDraft={list.setDraft}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
        query={query}
        pageNo={list.pageNo}
        onPageNo={list.setPageNo}
        emptyText={t('apiKeys.empty')}
        columns={columns}
        writeColumns={writeColumns}
      />
    </OpsPageFrame>
  );
}
