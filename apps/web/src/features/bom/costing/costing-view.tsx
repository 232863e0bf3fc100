import { useRef, useState } from 'react';
import { Alert, Button, Space, Spin, Tooltip, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AddBomToCartAnswer, BomCostLine, BomCostingPage, ProductSubstitute } from '@emall/contract';
import { toaster } from '../../../api/toaster';
import { BuildSettingsForm } from './build-settings-form';
import { BuildTotals } from './build-totals';
import { CartResultDialog } from './cart-result-dialog';
import { CostingEnquiry } from './costing-enquiry';
import { buildIndexOf, changedParts, hasBuyUps, lineAt } from './costing-lines';
import { CostingLinesHead } from './costing-lines-head';
import { CostingLinesTable } from './costing-lines-table';
import { LineSubstitutesDialog } from './line-substitutes-dialog';
import { useCostingActions, useCostingPage, type CostingView as View } from './use-bom-costing';
import './costing.css';

/** A note over the lines after an action: what it changed, or that the BOM changed meanwhile. */
interface Note {
  type: 'success' | 'info' | 'warning';
  text: string;
}

/**
 * The match view's "Cost & buy" tab (docs/bom-costing.md): the build settings, the totals per build quantity,
 * and the lines at the build the buyer picks, with what can be done from there: accept buy-ups, choose
 * substitutes, send what nothing covers to an enquiry, add the lines to the cart, download the costed sheet.
 * Loaded on demand: a buyer who only matches never downloads it.
 */
export function CostingView({ bomId, isMatched }: { bomId: string; isMatched: boolean }) {
  const { t } = useTranslation();
  // The page of lines shown: the server holds the lines, the tab one page of them.
  const { data: costing, isPending, view, setView } = useCostingPage(bomId, isMatched);
  if (!isMatched)
    return <Typography.Paragraph type="secondary">{t('bomCost.notReady')}</Typography.Paragraph>;
  if (isPending || !costing)
    return (
      <Spin description={t('bomCost.loading')}>
        <div className="bom-cost__loading" />
      </Spin>
    );
  return <CostingContent bomId={bomId} costing={costing} view={view} onView={setView} />;
}

interface CostingContentProps {
  bomId: string;
  costing: BomCostingPage;
  view: View;
  onView: (view: View) => void;
}

function CostingContent({ bomId, costing, view, onView }: CostingContentProps) {
  const { t } = useTranslation();
  const actions = useCostingActions(bomId, view);
  // Ticked lines stay ticked across pages; none given to the cart means every line (the server's choice).
  const [selected, setSelectedIds] = useState<string[]>([]);
  const [note, setNote] = useState<Note | null>(null);
  const [substitutesOf, setSubstitutesOf] = useState<BomCostLine | null>(null);
  const [isEnquiryOpen, setIsEnquiryOpen] = useState(false);
  const [cartAnswer, setCartAnswer] = useState<AddBomToCartAnswer | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);

  const buildIndex = buildIndexOf(costing, view.boards);
  const boards = costing.settings.buildQuantities[buildIndex] ?? 1;
  const build = costing.builds[buildIndex];
  const { anyBuyUpAccepted: allAccepted } = costing;
  const busyLineId = actions.busy?.startsWith('line:') ? actions.busy.slice('line:'.length) : null;
  const showAt = (next: Partial<View>) => {
    onView({ ...view, page: 1, ...next });
  };

  const tell = (next: Note) => {
    setNote(next);
    // The note says what the action did: a screen reader hears it and the focus can go on from there.
    requestAnimationFrame(() => noteRef.current?.focus());
  };

  const chooseCheapest = async () => {
    const answer = await actions.chooseCheapest(boards).catch(() => null);
    if (!answer) return;
    const parts = changedParts(answer);
    const lacking = answer.unchanged.filter((u) => u.reason === 'noSubstitute').length;
    const lackingText = lacking > 0 ? ` ${t('bomCost.subs.unchanged', { n: lacking })}` : '';
    tell(
      parts.length > 0
        ? {
            type: 'success',
            text: t('bomCost.subs.changed', { n: parts.length, parts: parts.join(', ') }) + lackingText,
          }
        : { type: 'info', text: t('bomCost.subs.noneChanged') + lackingText },
    );
  };

  const addToCart = async () => {
    const outcome = await actions
      .addToCart(boards, costing.version, selected.length > 0 ? selected : undefined)
      .catch(() => null);
    if (outcome?.kind === 'changed') tell({ type: 'warning', text: t('bomCost.changed') });
    if (outcome?.kind === 'done') setCartAnswer(outcome.answer);
  };

  const chooseSubstitute = (line: BomCostLine, substitute: ProductSubstitute) => {
    void actions.changeLine(line.detailId, { substituteSpuId: substitute.product.spuId }).then(
      () => {
        setSubstitutesOf(null);
        toaster.success(t('bomCost.subs.chosen', { n: line.lineNo, part: substitute.product.mfrPartNumber }));
      },
      () => undefined,
    );
  };

  return (
    <section className="bom-cost" aria-labelledby="bom-cost-heading">
      <h2 id="bom-cost-heading" className="bom-cost__heading">
        {t('bomCost.heading')}
      </h2>
      <BuildSettingsForm
        key={JSON.stringify(costing.settings)}
        settings={costing.settings}
        isSaving={actions.busy === 'build'}
        onSave={(settings) =>
          actions.saveBuild(settings).then(() => {
            toaster.success(t('bomCost.form.saved'));
          })
        }
      />
      <div className="bom-cost__totals-head">
        <h3>{t('bomCost.totals.heading')}</h3>
        {(allAccepted || costing.builds.some(hasBuyUps)) && (
          <Button
            loading={actions.busy === 'buyUps'}
            onClick={() => {
              void actions.acceptAllBuyUps(!allAccepted).then(
                () => {
                  toaster.success(t(allAccepted ? 'bomCost.buyUp.declinedAll' : 'bomCost.buyUp.acceptedAll'));
                },
                () => undefined,
              );
            }}
          >
            {t(allAccepted ? 'bomCost.buyUp.declineAll' : 'bomCost.buyUp.acceptAll')}
          </Button>
        )}
      </div>
      <BuildTotals
        builds={costing.builds}
        shownBoards={boards}
        onShow={(n) => {
          showAt({ boards: n });
        }}
      />
      <CostingLinesHead
        buildQuantities={costing.settings.buildQuantities}
        boards={boards}
        build={build}
        lineTotal={costing.lineTotal}
        show={costing.show}
        onChange={showAt}
      />
      <div className="bom-cost__toolbar">
        <Button
          loading={actions.busy === 'substitutes'}
          disabled={(build?.shortCount ?? 0) === 0}
          onClick={() => void chooseCheapest()}
        >
          {t('bomCost.subs.cheapest')}
        </Button>
        <Tooltip title={t('bomCost.enquireHint', { n: boards.toLocaleString() })}>
          <Button
            disabled={(build?.uncoveredCount ?? 0) === 0 && selected.length === 0}
            onClick={() => {
              setIsEnquiryOpen(true);
            }}
          >
            {t('bomCost.enquire')}
          </Button>
        </Tooltip>
        <Button
          type="primary"
          disabled={selected.length === 0 && (build?.costedCount ?? 0) === 0}
          loading={actions.busy === 'cart'}
          onClick={() => void addToCart()}
        >
          {selected.length > 0 ? t('bomCost.cart.add', { n: selected.length }) : t('bomCost.cart.addAll')}
        </Button>
        <Space.Compact>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={actions.busy === 'export:xlsx'}
            onClick={() => void actions.exportSheet('xlsx')}
          >
            {t('bomCost.export.xlsx')}
          </Button>
          <Button loading={actions.busy === 'export:csv'} onClick={() => void actions.exportSheet('csv')}>
            {t('bomCost.export.csv')}
          </Button>
        </Space.Compact>
        {selected.length > 0 && (
          <Typography.Text type="secondary">{t('bomCost.selected', { n: selected.length })}</Typography.Text>
        )}
      </div>
      <div ref={noteRef} tabIndex={-1} className="bom-cost__note" aria-live="polite">
        {note && (
          <Alert
            type={note.type}
            showIcon
            title={note.text}
            closable={{
              onClose: () => {
                setNote(null);
              },
            }}
          />
        )}
      </div>
      <CostingLinesTable
        lines={costing.lines}
        buildIndex={buildIndex}
        selectedIds={selected}
        onSelect={setSelectedIds}
        busyLineId={busyLineId}
        onChange={(line, change) => actions.changeLine(line.detailId, change)}
        onSubstitutes={setSubstitutesOf}
        pagination={{
          current: costing.page,
          pageSize: costing.pageSize,
          total: costing.lineCount,
          onChange: (page) => {
            onView({ ...view, page });
          },
        }}
      />
      {substitutesOf && (
        <LineSubstitutesDialog
          line={substitutesOf}
          need={lineAt(substitutesOf, buildIndex)?.need ?? substitutesOf.qtyPerBoard}
          isChoosing={busyLineId === substitutesOf.detailId}
          onChoose={(substitute) => {
            chooseSubstitute(substitutesOf, substitute);
          }}
          onClose={() => {
            setSubstitutesOf(null);
          }}
        />
      )}
      {isEnquiryOpen && (
        <CostingEnquiry
          bomId={bomId}
          boards={boards}
          buildIndex={buildIndex}
          selectedIds={selected}
          onClose={() => {
            setIsEnquiryOpen(false);
          }}
        />
      )}
      {cartAnswer && (
        <CartResultDialog
          answer={cartAnswer}
          onClose={() => {
            setCartAnswer(null);
          }}
        />
      )}
    </section>
  );
}
