import { useState } from 'react';
import { Button, Input, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpsHotPart } from '@emall/contract/ops';
import { toaster } from '../../../api/toaster';
import { useCanWrite } from '../shared/api/ops-session';
import { useHotPartChanges, useHotParts } from './api/use-hot-parts';
import type { OpsHotPartInput } from './api/use-hot-parts';

/** The hot part numbers of the buyer's pages: add, remove, move up or down. */
export function OpsCatalogHotParts() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const list = useHotParts();
  const changes = useHotPartChanges();
  const rows = list.data?.rows ?? [];

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      toaster.success(t('ops.common.done'));
    } catch {
      // Shown by the client.
    }
    await changes.refresh();
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    const other = ids[index + by];
    const self = ids[index];
    if (other === undefined || self === undefined) return;
    ids[index] = other;
    ids[index + by] = self;
    void run(() => changes.reorder(ids));
  };

  return (
    <div className="ops-card">
      {canWrite && (
        <AddHotPartBar
          onAdd={(part, done) =>
            void run(async () => {
              await changes.add(part);
              done();
            })
          }
        />
      )}
      <Table<OpsHotPart>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '#', render: (_, __, i) => i + 1, width: 60 },
          { title: t('ops.catalog.mfrPartNumber'), dataIndex: 'mfrPartNumber' },
          { title: t('ops.catalog.brand'), dataIndex: 'brandName' },
          {
            title: t('ops.catalog.hot.linked'),
            render: (_, r) =>
              r.productId ? t('ops.catalog.hot.inCatalog') : t('ops.catalog.hot.notInCatalog'),
          },
          ...(canWrite
            ? [
                {
                  title: t('ops.common.actions'),
                  render: (_: unknown, r: OpsHotPart, i: number) => (
                    <HotPartActions
                      isFirst={i === 0}
                      isLast={i === rows.length - 1}
                      onMove={(by) => {
                        move(i, by);
                      }}
                      onRemove={() => void run(() => changes.remove(r.id))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}

/** A part number and its brand's code to add to the list; emptied once `done` is called after the add. */
function AddHotPartBar({ onAdd }: { onAdd: (part: OpsHotPartInput, done: () => void) => void }) {
  const { t } = useTranslation();
  const [part, setPart] = useState<OpsHotPartInput>({ mfrPartNumber: '', brandCode: '' });
  return (
    <div className="ops-filters">
      <Input
        placeholder={t('ops.catalog.mfrPartNumber')}
        value={part.mfrPartNumber}
        onChange={(e) => {
          setPart({ ...part, mfrPartNumber: e.target.value });
        }}
        style={{ width: 200 }}
      />
      <Input
        placeholder={t('ops.catalog.brandCode')}
        value={part.brandCode}
        onChange={(e) => {
          setPart({ ...part, brandCode: e.target.value });
        }}
        style={{ width: 160 }}
      />
      <Button
        type="primary"
        disabled={!part.mfrPartNumber.trim() || !part.brandCode.trim()}
        onClick={() => {
          onAdd(part, () => {
            setPart({ mfrPartNumber: '', brandCode: '' });
          });
        }}
      >
        {t('ops.common.add')}
      </Button>
    </div>
  );
}

/** A hot part's actions: move it up or down the list, remove it (after a confirmation). */
function HotPartActions({
  isFirst,
  isLast,
  onMove,
  onRemove,
}: {
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        type="link"
        disabled={isFirst}
        onClick={() => {
          onMove(-1);
        }}
      >
        {t('ops.catalog.hot.up')}
      </Button>
      <Button
        type="link"
        disabled={isLast}
        onClick={() => {
          onMove(1);
        }}
      >
        {t('ops.catalog.hot.down')}
      </Button>
      <Popconfirm title={t('ops.catalog.hot.confirmRemove')} onConfirm={onRemove}>
        <Button type="link" danger>
          {t('ops.common.delete')}
        </Button>
      </Popconfirm>
    </>
  );
}
