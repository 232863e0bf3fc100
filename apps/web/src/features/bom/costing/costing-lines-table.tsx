import { Button, Checkbox, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomCostLine } from '@emall/contract';
import { ResponsiveTable } from '../../../ui/responsive-table';
import type { PhoneCardLayout, ResponsiveTablePagination } from '../../../ui/responsive-table';
import { useIsPhone } from '../../../ui/use-is-phone';
import { lineAt, wantsSubstitutes } from './costing-lines';
import {
  BoughtPartCell,
  BuyUpCell,
  PriceCell,
  QuantitiesCell,
  SheetLineCell,
  SupplyCell,
} from './costing-line-cells';
import { LineAttrition } from './line-attrition';
import type { LineChange } from './use-bom-costing';

interface CostingLinesTableProps {
  lines: readonly BomCostLine[];
  buildIndex: number;
  selectedIds: readonly string[];
  onSelect: (detailIds: string[]) => void;
  /** The id of the line a change is being saved for. */
  busyLineId: string | null;
  onChange: (line: BomCostLine, change: LineChange) => Promise<unknown>;
  onSubstitutes: (line: BomCostLine) => void;
  /** The page shown of the lines the server holds (the lines given are that page). */
  pagination: ResponsiveTablePagination;
}

/**
 * The widths of the columns of numbers and controls; the sheet's line and the part bought share the rest.
 * Laid out fixed within the frame's 1190 px, so a long designator list wraps in its cell and the table never
 * scrolls sideways at 1440 px.
 */
const WIDTHS = {
  lineNo: 44,
  qty: 124,
  price: 136,
  supply: 150,
  buyUp: 150,
  attrition: 110,
  actions: 96,
} as const;

const PHONE_LAYOUT: PhoneCardLayout<BomCostLine> = {
  headKeys: ['select', 'lineNo', 'sheet'],
  actionKeys: ['actions'],
  cardLabel: (line) => line.qryParam,
};

/**
 * The costed lines at one build quantity: the sheet's line, the part bought (a substitute marked, with an
 * undo), quantities, prices, supply, the buy-up offered (accepted per line), the line's attrition and, for a
 * short, inactive or unpriced part, its substitutes. Lines with a part can be selected for the cart and the
 * enquiry, on any page: the selection stays across pages. On a phone, one card per line.
 */
export function CostingLinesTable({
  lines,
  buildIndex,
  selectedIds,
  onSelect,
  busyLineId,
  onChange,
  onSubstitutes,
  pagination,
}: CostingLinesTableProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const selected = new Set(selectedIds);
  const change = (line: BomCostLine, next: LineChange) => {
    void onChange(line, next).catch(() => undefined);
  };

  const columns: TableColumnsType<BomCostLine> = [
    ...(isPhone
      ? [
          {
            key: 'select',
            render: (_: unknown, line: BomCostLine) => (
              <Checkbox
                aria-label={t('bomCost.line.select', { n: line.lineNo })}
                checked={selected.has(line.detailId)}
                onChange={(event) => {
                  onSelect(
                    event.target.checked
                      ? [...selectedIds, line.detailId]
                      : selectedIds.filter((id) => id !== line.detailId),
                  );
                }}
              />
            ),
          },
        ]
      : []),
    { key: 'lineNo', title: '#', dataIndex: 'lineNo', width: WIDTHS.lineNo },
    {
      key: 'sheet',
      title: t('bomCost.col.line'),
      render: (_, line) => <SheetLineCell line={line} />,
    },
    {
      key: 'part',
      title: t('bomCost.col.part'),
      render: (_, line) => (
        <BoughtPartCell
          line={line}
          isBusy={busyLineId === line.detailId}
          onUndo={() => {
            change(line, { substituteSpuId: null });
          }}
        />
      ),
    },
    {
      key: 'qty',
      title: t('bomCost.col.qty'),
      width: WIDTHS.qty,
      render: (_, line) => <QuantitiesCell line={line} build={lineAt(line, buildIndex)} />,
    },
    {
      key: 'price',
      title: t('bomCost.col.price'),
      width: WIDTHS.price,
      render: (_, line) => <PriceCell line={line} build={lineAt(line, buildIndex)} />,
    },
    {
      key: 'supply',
      title: t('bomCost.col.supply'),
      width: WIDTHS.supply,
      render: (_, line) => <SupplyCell line={line} build={lineAt(line, buildIndex)} />,
    },
    {
      key: 'buyUp',
      title: t('bomCost.col.buyUp'),
      width: WIDTHS.buyUp,
      render: (_, line) => (
        <BuyUpCell
          line={line}
          build={lineAt(line, buildIndex)}
          isBusy={busyLineId === line.detailId}
          onAccept={(accept) => {
            change(line, { acceptBuyUp: accept });
          }}
        />
      ),
    },
    {
      key: 'attrition',
      title: t('bomCost.col.attrition'),
      width: WIDTHS.attrition,
      render: (_, line) => (
        <LineAttrition
          line={line}
          isBusy={busyLineId === line.detailId}
          onSave={(attritionPercent, attritionSpares) =>
            onChange(line, { attritionPercent, attritionSpares })
          }
        />
      ),
    },
    {
      key: 'actions',
      title: t('bomCost.col.actions'),
      width: WIDTHS.actions,
      render: (_, line) =>
        wantsSubstitutes(line, lineAt(line, buildIndex)) && (
          <Button
            size="small"
            aria-label={t('bomCost.subs.open', { n: line.lineNo })}
            onClick={() => {
              onSubstitutes(line);
            }}
          >
            {t('bomCost.subs.button')}
          </Button>
        ),
    },
  ];

  if (isPhone) {
    return (
      <ResponsiveTable<BomCostLine>
        className="bom-cost-lines"
        rowKey="detailId"
        columns={columns}
        dataSource={lines}
        phone={PHONE_LAYOUT}
        pagination={pagination}
      />
    );
  }
  return (
    <Table<BomCostLine>
      className="bom-cost-lines"
      size="small"
      rowKey="detailId"
      tableLayout="fixed"
      columns={columns}
      dataSource={[...lines]}
      pagination={
        pagination.total > pagination.pageSize && {
          current: pagination.current,
          pageSize: pagination.pageSize,
          total: pagination.total,
          showSizeChanger: false,
          onChange: pagination.onChange,
        }
      }
      rowSelection={{
        selectedRowKeys: [...selectedIds],
        preserveSelectedRowKeys: true,
        getCheckboxProps: (line) => ({ 'aria-label': t('bomCost.line.select', { n: line.lineNo }) }),
        // antd names the heading box 'Select all' in English whatever the locale.
        getTitleCheckboxProps: () => ({ 'aria-label': t('bomCost.line.selectAll') }),
        onChange: (keys) => {
          onSelect(keys.map(String));
        },
      }}
    />
  );
}
