import { useId, useRef, useState } from 'react';
import { Button, Input, Popover, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BOM_ATTRITION_PERCENT_MAX } from '@emall/contract';
import type { BomCostLine } from '@emall/contract';
import { percentProblem, sparesProblem } from './build-form';

interface LineAttritionProps {
  line: BomCostLine;
  isBusy: boolean;
  /** Both null: back to the BOM's default for the line's class. */
  onSave: (percent: number | null, spares: number | null) => Promise<unknown>;
}

/**
 * A line's attrition ("2 % + 5", and whether it is the line's own or the class default), with an editor in a
 * pop-over: the line's own percent and spares, or back to the default. The focus returns to the edit button.
 */
export function LineAttrition({ line, isBusy, onSave }: LineAttritionProps) {
  const { t } = useTranslation();
  const ids = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [percent, setPercent] = useState(String(line.attrition.percent));
  const [spares, setSpares] = useState(String(line.attrition.spares));
  const [isTried, setIsTried] = useState(false);
  const percentMessage = isTried ? percentProblem(percent, BOM_ATTRITION_PERCENT_MAX) : undefined;
  const sparesMessage = isTried ? sparesProblem(spares) : undefined;

  const close = () => {
    setIsOpen(false);
    trigger.current?.focus();
  };
  const save = (value: [number, number] | null) => {
    void onSave(value?.[0] ?? null, value?.[1] ?? null).then(close, () => undefined);
  };
  const submit = () => {
    setIsTried(true);
    if (percentProblem(percent, BOM_ATTRITION_PERCENT_MAX) || sparesProblem(spares)) return;
    save([Number(percent.trim()), Number(spares.trim())]);
  };

  const editor = (
    <form
      className="bom-cost-attrition"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${ids}-p`}>{t('bomCost.form.percent')}</label>
      <Input
        id={`${ids}-p`}
        inputMode="decimal"
        autoFocus
        value={percent}
        status={percentMessage ? 'error' : undefined}
        onChange={(event) => {
          setPercent(event.target.value);
        }}
      />
      {percentMessage && (
        <div className="bom-cost-form__error" role="alert">
          {t(percentMessage)}
        </div>
      )}
      <label htmlFor={`${ids}-s`}>{t('bomCost.form.spares')}</label>
      <Input
        id={`${ids}-s`}
        inputMode="numeric"
        value={spares}
        status={sparesMessage ? 'error' : undefined}
        onChange={(event) => {
          setSpares(event.target.value);
        }}
      />
      {sparesMessage && (
        <div className="bom-cost-form__error" role="alert">
          {t(sparesMessage)}
        </div>
      )}
      <Space className="bom-cost-attrition__buttons">
        <Button size="small" type="primary" htmlType="submit" loading={isBusy}>
          {t('bomCost.attrition.save')}
        </Button>
        {line.attrition.source === 'line' && (
          <Button
            size="small"
            onClick={() => {
              save(null);
            }}
          >
            {t('bomCost.attrition.reset')}
          </Button>
        )}
      </Space>
    </form>
  );

  return (
    <div className="bom-cost-line__attrition">
      <span>
        {line.attrition.percent}% + {line.attrition.spares}
      </span>
      <span className="bom-line__muted"> {t(`bomCost.attrition.${line.attrition.source}`)}</span>
      <Popover
        trigger="click"
        open={isOpen}
        onOpenChange={(open) => {
          if (open) {
            setPercent(String(line.attrition.percent));
            setSpares(String(line.attrition.spares));
            setIsTried(false);
            setIsOpen(true);
          } else close();
        }}
        title={t('bomCost.attrition.edit', { n: line.lineNo })}
        content={editor}
      >
        <Button
          ref={trigger}
          size="small"
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('bomCost.attrition.edit', { n: line.lineNo })}
          title={t('bomCost.attrition.edit', { n: line.lineNo })}
        />
      </Popover>
    </div>
  );
}
