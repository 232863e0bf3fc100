import { useId, useState } from 'react';
import { Alert, Button, Input, Modal, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkEnquiryLine, ENQUIRY_MAX_LINES, enquiryReasonText, shopToday } from '@emall/contract';
import type { BomSummaryLine } from '@emall/contract';
import { useEnquireBomLines } from './api/use-enquire-bom-lines';
import {
  defaultTicks,
  enquiryLines,
  lineNeed,
  sentErrors,
  targetPriceProblem,
  type LineNeed,
  type SentErrors,
} from './bom-enquiry-lines';
import './bom-enquiry.css';

interface BomEnquiryDialogProps {
  bomId: string;
  /** Every line of the BOM (its summary), in line order. */
  lines: readonly BomSummaryLine[];
  /** The lines the buyer selected in the match table. */
  selectedInBom: readonly string[];
  /** Send each line's `qty` as the quantity to enquire (the costing's buy quantity), not the sheet's. */
  withQuantities?: boolean;
  onClose: () => void;
}

const NEED_COLOR: Record<LineNeed, string | undefined> = {
  noPart: 'orange',
  noPrice: 'orange',
  short: 'gold',
  noStock: 'gold',
  inStock: 'green',
  cannot: undefined,
};

/** A target price box: a price of 12 integer digits and 6 decimals fits. */
const PRICE_MAX_LENGTH = 19;

/**
 * The BOM match view's enquiry dialog (docs/enquiry.md, "BOM → enquiry"): every line of the BOM with where
 * it stands in the catalog; the buyer ticks the lines to enquire (some are ticked at first: bom-enquiry-lines.ts),
 * may give each a target unit price and the enquiry a wanted delivery date, and sends. Mounted when opened,
 * so every opening starts from the BOM as it is now.
 */
export function BomEnquiryDialog({
  bomId,
  lines,
  selectedInBom,
  withQuantities = false,
  onClose,
}: BomEnquiryDialogProps) {
  const { t } = useTranslation();
  const dateId = useId();
  const [initial] = useState(() => defaultTicks(lines, selectedInBom));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(initial.ids));
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [deliveryDate, setDeliveryDate] = useState('');
  const [isTried, setIsTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<SentErrors>({ byLine: new Map() });
  const { enquire, isEnquiring } = useEnquireBomLines(bomId);
  const today = shopToday(new Date());

  const priceMessage = (line: BomSummaryLine): string | undefined => {
    const server = serverErrors.byLine.get(line.detailId)?.targetPrice;
    if (server) return server;
    const reason = targetPriceProblem(prices[line.detailId] ?? '');
    return reason && (isTried || ticked.has(line.detailId)) ? t(enquiryReasonText(reason)) : undefined;
  };
  const dateReason = checkEnquiryLine({ mfrPartNumber: '', quantity: 1, deliveryDate }, today).deliveryDate;
  const dateMessage =
    serverErrors.deliveryDate ?? (dateReason ? t(enquiryReasonText(dateReason)) : undefined);

  const send = async () => {
    setIsTried(true);
    const chosen = lines.filter((line) => ticked.has(line.detailId));
    const isValid = chosen.every((line) => !targetPriceProblem(prices[line.detailId] ?? '')) && !dateReason;
    if (!isValid || chosen.length === 0 || chosen.length > ENQUIRY_MAX_LINES) return;
    const sent = enquiryLines(lines, ticked, prices, deliveryDate, withQuantities);
    const fields = await enquire(sent);
    setServerErrors(sentErrors(sent, fields));
  };

  const columns: TableColumnsType<BomSummaryLine> = [
    { key: 'lineNo', width: 72, title: t('enquiry.col.lineNo'), dataIndex: 'lineNo' },
    {
      key: 'part',
      width: 220,
      title: t('enquiry.col.mfrPartNumber'),
      render: (_: unknown, line) => (
        <div className="bom-enquiry__part">
          <span>{line.qryParam}</span>
          {line.brandName && <Typography.Text type="secondary">{line.brandName}</Typography.Text>}
        </div>
      ),
    },
    { key: 'qty', width: 100, title: t('enquiry.col.quantity'), dataIndex: 'qty' },
    {
      key: 'need',
      width: 150,
      title: t('enquiry.bom.col.state'),
      render: (_: unknown, line) => {
        const need = lineNeed(line);
        return <Tag color={NEED_COLOR[need]}>{t(`enquiry.bom.state.${need}`)}</Tag>;
      },
    },
    {
      key: 'targetPrice',
      width: 170,
      title: t('enquiry.col.targetPrice'),
      render: (_: unknown, line) => {
        if (lineNeed(line) === 'cannot') return null;
        const message = priceMessage(line);
        return (
          <div className="bom-enquiry__cell">
            <Input
              size="small"
              inputMode="decimal"
              aria-label={t('enquiry.cell.label', { n: line.lineNo, column: t('enquiry.col.targetPrice') })}
              value={prices[line.detailId] ?? ''}
              maxLength={PRICE_MAX_LENGTH}
              status={message ? 'error' : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setPrices((old) => ({ ...old, [line.detailId]: value }));
                setServerErrors((old) => {
                  const byLine = new Map(old.byLine);
                  byLine.delete(line.detailId);
                  return { ...old, byLine };
                });
                // Typing a price means the line is wanted.
                if (value.trim() !== '') setTicked((old) => new Set(old).add(line.detailId));
              }}
            />
            {message && (
              <div className="bom-enquiry__error" role="alert">
                {message}
              </div>
            )}
          </div>
        );
      },
    },
  ];

  const count = ticked.size;
  const isOver = count > ENQUIRY_MAX_LINES;
  return (
    <Modal
      open
      width={800}
      title={t('enquiry.bom.title')}
      okText={t('enquiry.bom.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: count === 0 || isOver, loading: isEnquiring }}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {initial.reason === 'ticked'
          ? t('enquiry.bom.ticked', { n: initial.ids.length })
          : initial.found > 0
            ? t('enquiry.bom.needs', { n: initial.ids.length })
            : t('enquiry.bom.allPriced')}
      </Typography.Paragraph>
      {initial.found > initial.ids.length && (
        <Alert
          type="warning"
          showIcon
          className="bom-enquiry__alert"
          title={t('enquiry.bom.capped', { max: ENQUIRY_MAX_LINES, n: initial.found })}
        />
      )}
      <div className="bom-enquiry__date">
        <label htmlFor={dateId}>{t('enquiry.bom.date')}</label>
        <Input
          id={dateId}
          type="date"
          min={today}
          value={deliveryDate}
          status={dateMessage ? 'error' : undefined}
          onChange={(event) => {
            setDeliveryDate(event.target.value);
            setServerErrors((old) => ({ byLine: old.byLine }));
          }}
        />
        {dateMessage && (
          <div className="bom-enquiry__error" role="alert">
            {dateMessage}
          </div>
        )}
      </div>
      {/* Scrolled sideways by its own box, not antd's scroll.x: that adds a hidden measuring row holding a copy
          of the select-all box, a focusable control inside aria-hidden. */}
      <Table<BomSummaryLine>
        className="bom-enquiry__lines"
        rowKey="detailId"
        size="small"
        tableLayout="fixed"
        dataSource={[...lines]}
        columns={columns}
        pagination={lines.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
        rowSelection={{
          selectedRowKeys: [...ticked],
          getCheckboxProps: (line) => ({
            disabled: lineNeed(line) === 'cannot',
            'aria-label': t('enquiry.bom.tickLine', { n: line.lineNo }),
          }),
          // antd names the heading box 'Select all' in English whatever the locale.
          getTitleCheckboxProps: () => ({ 'aria-label': t('enquiry.bom.tickAll') }),
          onChange: (keys) => {
            setTicked(new Set(keys.map(String)));
          },
        }}
      />
      <div className="bom-enquiry__count">
        <Typography.Text type={isOver || (isTried && count === 0) ? 'danger' : 'secondary'} role="status">
          {isOver
            ? t('enquiry.bom.tooMany')
            : isTried && count === 0
              ? t('enquiry.bom.noneTicked')
              : t('enquiry.bom.count', { n: count })}
        </Typography.Text>
        {count > 0 && (
          <Button
            size="small"
            type="link"
            onClick={() => {
              setTicked(new Set());
            }}
          >
            {t('enquiry.bom.untickAll')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
