import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OpsBanner } from '@emall/contract/ops';
import { useCanWrite } from '../shared/api/ops-session';
import { useBanners, useRemoveBanner, useReorderBanners } from './api/use-banners';
import { BannerFormModal } from './banner-form-modal';
import { useLocalized } from './content-shared';

/** Where a click on the banner goes, as the home page reads it. */
function targetOf(banner: OpsBanner): string {
  if (banner.type === 'advertisement') return banner.url;
  return [banner.brandName || banner.brandCode, banner.mfrPn].filter(Boolean).join(' · ');
}

/** The home carousel: order, look, click target and visibility of each banner. */
export function BannersTab() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const localized = useLocalized();
  const [editing, setEditing] = useState<OpsBanner | 'new' | null>(null);
  const banners = useBanners();
  const reorder = useReorderBanners();
  const remove = useRemoveBanner();
  const rows = banners.data ?? [];

  const move = (index: number, step: -1 | 1) => {
    const ids = rows.map((b) => b.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + step, 0, moved);
    reorder.mutate(ids);
  };

  return (
    <>
      <div className="ops-filters ops-content__bar">
        <Typography.Text type="secondary">{t('ops.content.banner.hint')}</Typography.Text>
        {canWrite && (
          <Button
            type="primary"
            onClick={() => {
              setEditing('new');
            }}
          >
            {t('ops.content.banner.add')}
          </Button>
        )}
      </div>
      <Table<OpsBanner>
        rowKey="id"
        size="middle"
        loading={banners.isFetching || reorder.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('ops.content.banner.empty') }}
        columns={[
          { title: t('ops.content.sort'), key: 'order', width: 70, render: (_, _b, index) => index + 1 },
          {
            title: t('ops.content.banner.preview'),
            dataIndex: 'image',
            width: 260,
            render: (image: string) => <img className="ops-content__banner-thumb" src={image} alt="" />,
          },
          { title: t('ops.content.banner.name'), key: 'name', render: (_, b) => localized(b.names) },
          {
            title: t('ops.content.banner.lang'),
            key: 'lang',
            render: (_, b) => t(`frame.lang.${b.lang}`),
          },
          {
            title: t('ops.content.banner.target'),
            key: 'target',
            render: (_, b) => (
              <>
                <div>{t(`ops.content.banner.type.${b.type}`, { defaultValue: b.type })}</div>
                <Typography.Text type="secondary">{targetOf(b)}</Typography.Text>
              </>
            ),
          },
          {
            title: t('ops.common.status'),
            dataIndex: 'enabled',
            width: 90,
            render: (enabled: boolean) =>
              enabled ? (
                <Tag color="green">{t('ops.content.enabled')}</Tag>
              ) : (
                <Tag>{t('ops.content.disabled')}</Tag>
              ),
          },
          ...(canWrite
            ? [
                {
                  title: t('ops.common.actions'),
                  key: 'actions',
                  width: 250,
                  render: (_: unknown, banner: OpsBanner, index: number) => (
                    <Space size={4} wrap>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('ops.content.banner.moveUp')}
                        title={t('ops.content.banner.moveUp')}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => {
                          move(index, -1);
                        }}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('ops.content.banner.moveDown')}
                        title={t('ops.content.banner.moveDown')}
                        disabled={index === rows.length - 1 || reorder.isPending}
                        onClick={() => {
                          move(index, 1);
                        }}
                      />
                      <Button
                        size="small"
                        onClick={() => {
                          setEditing(banner);
                        }}
                      >
                        {t('ops.common.edit')}
                      </Button>
                      <Popconfirm
                        title={t('ops.content.banner.removeConfirm', { name: localized(banner.names) })}
                        okText={t('ops.common.confirm')}
                        cancelText={t('ops.common.cancel')}
                        onConfirm={() => {
                          remove.mutate(banner.id);
                        }}
                      >
                        <Button size="small" danger>
                          {t('ops.content.banner.remove')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <BannerFormModal
          banner={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
