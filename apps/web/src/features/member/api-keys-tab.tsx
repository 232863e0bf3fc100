import { useState } from 'react';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@emall/contract';
import { toaster } from '../../api/toaster';
import { useApiKeys, useRevokeApiKey } from './api-keys-api';
import { apiKeyColumns } from './api-keys-columns';
import { ApiKeysCreateDialog } from './api-keys-create-dialog';
import { ApiKeysSecretDialog } from './api-keys-secret-dialog';

/** The member centre's keys of the buyer API: make one (its secret shown once), see them, revoke one. */
export function ApiKeysTab() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const columns = [
    ...apiKeyColumns<ApiKey>(t),
    {
      key: 'actions',
      render: (_: unknown, key: ApiKey) =>
        key.state === 'ACTIVE' && (
          <Popconfirm
            title={t('apiKeys.revokeConfirm')}
            onConfirm={() => {
              revoke.mutate(key.keyId, {
                onSuccess: () => {
                  toaster.success(t('apiKeys.revoked'));
                },
              });
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
    <div className="api-keys">
      <Space className="api-keys__head">
        <span>{t('apiKeys.intro')}</span>
        <a href="/api/v1/docs" target="_blank" rel="noreferrer">
          {t('apiKeys.docs')}
        </a>
        <Button
          type="primary"
          onClick={() => {
            setIsCreating(true);
          }}
        >
          {t('apiKeys.create')}
        </Button>
      </Space>
      <Table<ApiKey>
        rowKey="keyId"
        size="middle"
        loading={keys.isFetching}
        dataSource={keys.data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('apiKeys.empty') }}
      />
      <ApiKeysCreateDialog
        open={isCreating}
        onClose={() => {
          setIsCreating(false);
        }}
        onCreated={(created) => {
          setIsCreating(false);
          setSecret(created);
        }}
      />
      <ApiKeysSecretDialog
        secret={secret}
        onClose={() => {
          setSecret(null);
        }}
      />
    </div>
  );
}
