import { App, Checkbox, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUANTITY_EXCEEDS_STOCK_TEXT } from '@emall/contract';
import type { BomDetail, QuantityProduct } from '@emall/contract';
import { toaster } from '../../api/toaster';
import { decideQuantity } from '../../ui/quantity-change';
import { QuantityInput } from '../../ui/quantity-input';
import { ResponsiveTable } from '../../ui/responsive-table';
import type { PhoneCardLayout } from '../../ui/responsive-table';
import { useIsPhone } from '../../ui/use-is-phone';
import {
  AlternatesNote,
  BomTextCell,
  CandidateCell,
  ChosenPartCell,
  ConflictNote,
  DesignatorsNote,
  RemoveLineButton,
} from './bom-line-cells';
import { LinePartSearch } from './bom-line-search';
import { MatchRule } from './match-rule';

/** A line without a chosen part takes any whole quantity. */
const FREE_QUANTITY: QuantityProduct = { miniQty: 1, miniPkg: 1, stock: 0 };

export interface BomLineActions {
  chooseCandidate: (line: BomDetail, spuId: string | null) => Promise<BomDetail | null>;
  changeQty: (line: BomDetail, qty: number) => Promise<unknown>;
  removeLine: (line: BomDetail) => Promise<unknown>;
}

interface BomLinesTableProps {
  lines: readonly BomDetail[];
  isLoading: boolean;
  selectedIds: readonly string[];
  onSelect: (detailIds: string[]) => void;
  actions: BomLineActions;
}

/**
 * The widths of the columns that hold controls; the BOM's text and the chosen part share the rest of the
 * frame's width. Laid out fixed, so long texts wrap inside their cells and the table never grows past the frame
 * (nor under the side bar).
 */
const COLUMN_WIDTHS = { lineNo: 48, qty: 140, rule: 124, candidates: 220, remove: 76 } as const;

/** On a phone each line is a card: its number and text at the head, the removal at the foot. */
function usePhoneLayout(): PhoneCardLayout<BomDetail> {
  return {
    headKeys: ['select', 'lineNo', 'text'],
    actionKeys: ['remove'],
    cardLabel: (line) => line.qryParam,
  };
}

/**
 * The lines of the match view: the BOM's text (with its designators and its alternates: which one matched, and
 * a switch), quantity (the quantity rules of the chosen part), the chosen part with price and stock (above it a
 * conflict matching left to the buyer, both sides to choose from), the rule and confidence, the candidates, and
 * removal. Only lines with a chosen part can be selected for the cart. On a phone the same columns make a card
 * per line (ResponsiveTable), with a tick box of its own at the head: the desktop's is antd's selection column.
 */
export function BomLinesTable({ lines, isLoading, selectedIds, onSelect, actions }: BomLinesTableProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const isPhone = useIsPhone();
  const phoneLayout = usePhoneLayout();
  const selected = new Set(selectedIds);

  const changeQty = (line: BomDetail, next: number) => {
    const decision = decideQuantity(line.product ?? FREE_QUANTITY, line.qty, next);
    if (decision.kind === 'refuse') {
      toaster.warning(t(decision.textKey, { n: decision.n }));
      return;
    }
    void actions.changeQty(line, next).catch(() => undefined);
    if (decision.exceedsStock) {
      modal.info({
        title: t('common.hint'),
        content: t(QUANTITY_EXCEEDS_STOCK_TEXT),
        okText: t('common.confirm'),
      });
    }
  };

  const choose = (line: BomDetail, spuId: string | null) => {
    void actions.chooseCandidate(line, spuId).catch(() => undefined);
  };

  const selectColumn: TableColumnsType<BomDetail>[number] = {
    key: 'select',
    render: (_, line) => (
      <Checkbox
        aria-label={line.qryParam}
        disabled={!line.product}
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
  };

  const columns: TableColumnsType<BomDetail> = [
    ...(isPhone ? [selectColumn] : []),
    { key: 'lineNo', title: '#', dataIndex: 'lineNo', width: COLUMN_WIDTHS.lineNo },
    {
      key: 'text',
      title: t('bom.line.bomText'),
      render: (_, line) => (
        <>
          <BomTextCell line={line} />
          <DesignatorsNote line={line} />
          <AlternatesNote
            line={line}
            onChoose={(spuId) => {
              choose(line, spuId);
            }}
          />
        </>
      ),
    },
    {
      key: 'qty',
      title: t('bom.field.qty'),
      width: COLUMN_WIDTHS.qty,
      render: (_, line) => (
        <QuantityInput
          value={line.qty}
          product={line.product ?? FREE_QUANTITY}
          label={t('bom.line.qtyOf', { part: line.qryParam })}
          onCommit={(qty) => {
            changeQty(line, qty);
          }}
        />
      ),
    },
    {
      key: 'part',
      title: t('bom.line.chosen'),
      render: (_, line) => (
        <>
          <ConflictNote
            line={line}
            onChoose={(spuId) => {
              choose(line, spuId);
            }}
          />
          <ChosenPartCell line={line} />
        </>
      ),
    },
    {
      key: 'rule',
      title: t('bom.line.rule'),
      width: COLUMN_WIDTHS.rule,
      render: (_, line) => (
        <MatchRule
          rule={line.ext.matchRule}
          confidence={line.ext.confidence}
          brandAgrees={line.ext.brandAgrees}
        />
      ),
    },
    {
      key: 'candidates',
      title: t('bom.line.candidates'),
      width: COLUMN_WIDTHS.candidates,
      // A line without a part has the part search in the line: no dead end of 'no candidates'.
      render: (_, line) => (
        <>
          <CandidateCell
            line={line}
            onChoose={(spuId) => {
              choose(line, spuId);
            }}
          />
          {!line.product && line.matchState === 'DONE' && (
            <LinePartSearch
              line={line}
              onChoose={(spuId) => {
                void actions.chooseCandidate(line, spuId).then(
                  (detail) => {
                    if (detail?.product)
                      toaster.success(t('bom.lineSearch.chosen', { part: detail.product.mfrPartNumber }));
                  },
                  () => undefined,
                );
              }}
            />
          )}
        </>
      ),
    },
    {
      key: 'remove',
      title: t('bom.line.actions'),
      // Wide enough for the title in every language.
      width: COLUMN_WIDTHS.remove,
      render: (_, line) => (
        <RemoveLineButton
          line={line}
          onRemove={() => {
            void actions.removeLine(line).then(
              () => {
                toaster.success(t('bom.line.removed'));
              },
              // The client showed the server's message.
              () => undefined,
            );
          }}
        />
      ),
    },
  ];

  if (isPhone) {
    return (
      <ResponsiveTable<BomDetail>
        className="bom-lines"
        rowKey="detailId"
        loading={isLoading}
        columns={columns}
        dataSource={lines}
        phone={phoneLayout}
      />
    );
  }
  return (
    <Table<BomDetail>
      className="bom-lines"
      size="small"
      rowKey="detailId"
      tableLayout="fixed"
      loading={isLoading}
      columns={columns}
      dataSource={[...lines]}
      pagination={false}
      rowSelection={{
        selectedRowKeys: [...selectedIds],
        // Lines selected on other pages (or all lines of the BOM) stay selected while this page changes.
        preserveSelectedRowKeys: true,
        getCheckboxProps: (line) => ({ disabled: !line.product, 'aria-label': line.qryParam }),
        // antd names the heading box 'Select all' in English whatever the locale.
        getTitleCheckboxProps: () => ({ 'aria-label': t('productTable.selectAll') }),
        onChange: (keys) => {
          onSelect(keys.map(String));
        },
      }}
    />
  );
}
