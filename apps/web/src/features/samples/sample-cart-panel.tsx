import { useState } from 'react';
import { Button, Card, Empty, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@emall/contract';
import type { SampleLine, SampleListAnswer } from '@emall/contract';
import { Money } from '../../ui/money';
import { PartNumber } from '../../ui/part-number';
import { ResponsiveTable } from '../../ui/responsive-table';
import { useIsPhone } from '../../ui/use-is-phone';
import { SampleQtyInput } from './sample-qty-input';

/**
 * The sample cart beside the catalog: its lines with quantity and removal, the amount and the
 * request limits, and 'request samples'. Every change is followed by a fresh read of the list (the caller's
 * hooks do it), so what is shown is always the server's cart. On a phone each line is a card, its part at the
 * head and its removal at the foot.
 */
export function SampleCartPanel({
  cart,
  isLoading,
  onChange,
  onRemove,
  onRequest,
}: {
  cart: SampleListAnswer | undefined;
  isLoading: boolean;
  onChange: (spuId: string, qty: number) => Promise<unknown>;
  onRemove: (spuId: string) => Promise<unknown>;
  onRequest: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [isChecking, setIsChecking] = useState(false);
  // Failures were shown by the client's shared handler; the re-read list shows the cart as it is.
  const quietly = (change: Promise<unknown>) => void change.catch(() => undefined);

  const columns: TableColumnsType<SampleLine> = [
    {
      title: t('sample.list.part'),
      key: 'part',
      render: (_, line) => (
        <>
          <PartNumber value={line.mfrPartNumber} />
          <div className="sample-cart__brand">{line.brandName}</div>
        </>
      ),
    },
    {
      title: t('sample.list.qty'),
      key: 'qty',
      render: (_, line) => (
        <>
          <SampleQtyInput
            value={line.qty}
            max={line.sampleQtyLimit}
            part={line.mfrPartNumber}
            label={t('sample.list.qtyOf', { part: line.mfrPartNumber })}
            onCommit={(qty) => {
              quietly(onChange(line.spuId, qty));
            }}
          />
          {/* The line's own limit, the same the catalog row shows: the product's, within the shop's. */}
          <div className="sample-cart__brand">{t('sample.cart.lineLimit', { n: line.sampleQtyLimit })}</div>
        </>
      ),
    },
    {
      title: t('sample.cart.amount'),
      key: 'amount',
      render: (_, line) => (line.amount ? <Money value={line.amount} /> : t('sample.list.noPrice')),
    },
    {
      key: 'remove',
      render: (_, line) => (
        <Button
          type="link"
          size="small"
          aria-label={t('sample.cart.removeOf', { part: line.mfrPartNumber })}
          onClick={() => {
            quietly(onRemove(line.spuId));
          }}
        >
          {t('sample.cart.remove')}
        </Button>
      ),
    },
  ];

  const request = async () => {
    setIsChecking(true);
    try {
      await onRequest();
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <Card
      className="sample-cart"
      title={`${t('sample.cart.title')} (${cart?.sampleCnt ?? 0})`}
      aria-label={t('sample.cart.title')}
      role="region"
    >
      {cart && (
        <p className="sample-cart__limits">
          {t('sample.cart.limits', {
            sku: cart.limits.skuLimit,
            qty: cart.limits.qtyLimit,
            amount: formatMoney(String(cart.limits.amountLimit), 2),
          })}
        </p>
      )}
      {cart && cart.rows.length === 0 ? (
        <Empty description={t('sample.cart.empty')} />
      ) : isPhone ? (
        <ResponsiveTable<SampleLine>
          rowKey="spuId"
          columns={columns}
          dataSource={cart?.rows ?? []}
          loading={isLoading}
          phone={{ headKeys: ['part'], actionKeys: ['remove'], cardLabel: (line) => line.mfrPartNumber }}
        />
      ) : (
        <Table<SampleLine>
          rowKey="spuId"
          size="small"
          columns={columns}
          dataSource={cart?.rows ?? []}
          loading={isLoading}
          pagination={false}
          // The card is a narrow column: the table scrolls inside it instead of sticking out.
          scroll={{ x: 'max-content' }}
        />
      )}
      <div className="sample-cart__footer">
        <span>
          {t('sample.cart.total')}: <Money value={cart?.totalAmount ?? '0'} />
        </span>
        <Button
          type="primary"
          disabled={!cart || cart.rows.length === 0}
          loading={isChecking}
          onClick={() => void request()}
        >
          {t('sample.cart.request')}
        </Button>
      </div>
    </Card>
  );
}
