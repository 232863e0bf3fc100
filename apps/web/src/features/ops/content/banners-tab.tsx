import { Button, Popconfirm, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Localized, OpsBanner } from '@emall/contract/ops';
import { useBanners, useRemoveBanner, useReorderBanners } from './api/use-banners';
import { BannerFormModal } from './banner-form-modal';
import { enabledColumn, useLocalized } from './content-shared';
import { ContentEditButton, ContentTable } from './content-table';

/** Where a click on the banner goes, as the home page reads it. */
function targetOf(banner: OpsBanner): string {
  if (banner.type === 'advertisement') return banner.url;
  return [banner.brandName || banner.brandCode, banner.mfrPn].filter(Boolean).join(' · ');
}

/** The banner table's columns: order, thumbnail, name, language, click target, visibility. */
function bannerColumns(t: TFunction, localized: (text: Localized) => string): TableColumnsType<OpsBanner> {
  return [
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
    enabledColumn(t),
  ];
}

/** The home carousel: order, look, click target and visibility of each banner. */
export function BannersTab() {
  const { t } = useTranslation();
  const localized = useLocalized();
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
    <ContentTable<OpsBanner>
      barClassName="ops-filters ops-content__bar"
      filters={<Typography.Text type="secondary">{t('ops.content.banner.hint')}</Typography.Text>}
      addLabel={t('ops.content.banner.add')}
      query={{
        data: { rows, total: rows.length },
        isFetching: banners.isFetching || reorder.isPending,
      }}
      rowKey="id"
      emptyText={t('ops.content.banner.empty')}
      columns={bannerColumns(t, localized)}
      actions={{
        width: 250,
        render: ({ row, index, edit }) => (
          <BannerActions
            banner={row}
            isFirst={index === 0}
            isLast={index === rows.length - 1}
            isMoving={reorder.isPending}
            onMove={(step) => {
              move(index, step);
            }}
            onEdit={edit}
            onRemove={() => {
              remove.mutate(row.id);
            }}
          />
        ),
      }}
      renderEditor={(banner, close) => <BannerFormModal banner={banner} onClose={close} />}
    />
  );
}

/** A banner's actions: move it up or down the carousel, edit it, remove it (after a confirmation). */
function BannerActions({
  banner,
  isFirst,
  isLast,
  isMoving,
  onMove,
  onEdit,
  onRemove,
}: {
  banner: OpsBanner;
  isFirst: boolean;
  isLast: boolean;
  isMoving: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('ops.content.banner.moveUp')}
        title={t('ops.content.banner.moveUp')}
        disabled={isFirst || isMoving}
        onClick={() => {
          onMove(-1);
        }}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('ops.content.banner.moveDown')}
        title={t('ops.content.banner.moveDown')}
        disabled={isLast || isMoving}
        onClick={() => {
          onMove(1);
        }}
      />
      <ContentEditButton onClick={onEdit} />
      <Popconfirm
        title={t('ops.content.banner.removeConfirm', { name: localized(banner.names) })}
        okText={t('ops.common.confirm')}
        cancelText={t('ops.common.cancel')}
        onConfirm={onRemove}
      >
        <Button size="small" danger>
          {t('ops.content.banner.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
