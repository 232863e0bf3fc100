import { useId, useState } from 'react';
import { Button, Input, Tooltip } from 'antd';
import { CloseOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BOM_BUILD_QUANTITIES_MAX } from '@emall/contract';
import type { BomBuildSettings } from '@emall/contract';
import { checkBuildForm, formFromSettings } from './build-form';
import type { AttritionField, BuildForm } from './build-form';

interface BuildSettingsFormProps {
  settings: BomBuildSettings;
  isSaving: boolean;
  onSave: (settings: BomBuildSettings) => Promise<unknown>;
}

/**
 * The BOM's build settings: 1 to 5 numbers of boards, the attrition of chip passives and of other parts (a
 * percent and spare pieces), and how much more a buy-up may cost and still be offered. Checked as typed once
 * the buyer tried to save (build-form.ts); mounted again (by key) when the saved settings change.
 */
export function BuildSettingsForm({ settings, isSaving, onSave }: BuildSettingsFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [form, setForm] = useState<BuildForm>(() => formFromSettings(settings));
  const [isTried, setIsTried] = useState(false);
  const check = checkBuildForm(form);
  const isFull = form.quantities.length >= BOM_BUILD_QUANTITIES_MAX;
  const shown = (problem: string | undefined) =>
    isTried && problem ? t(problem, { n: BOM_BUILD_QUANTITIES_MAX }) : undefined;

  const setQuantity = (index: number, value: string) => {
    setForm((old) => ({ ...old, quantities: old.quantities.map((q, i) => (i === index ? value : q)) }));
  };
  const save = () => {
    setIsTried(true);
    if (check.settings) void onSave(check.settings).catch(() => undefined);
  };

  const field = (name: AttritionField, label: string) => {
    const id = `${ids}-${name}`;
    const message = shown(check.fields[name]);
    return (
      <div className="bom-cost-form__field">
        <label htmlFor={id}>{label}</label>
        <Input
          id={id}
          inputMode="decimal"
          value={form[name]}
          status={message ? 'error' : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            setForm((old) => ({ ...old, [name]: event.target.value }));
          }}
        />
        {message && (
          <div className="bom-cost-form__error" id={`${id}-error`} role="alert">
            {message}
          </div>
        )}
      </div>
    );
  };

  const attritionGroup = (group: 'chip' | 'other', title: string, hint?: string) => (
    <fieldset className="bom-cost-form__group">
      <legend>
        {title}
        {hint && (
          <Tooltip title={hint}>
            <QuestionCircleOutlined className="bom-cost-form__hint" aria-label={hint} role="img" />
          </Tooltip>
        )}
      </legend>
      {field(`${group}Percent`, t('bomCost.form.percent'))}
      {field(`${group}Spares`, t('bomCost.form.spares'))}
    </fieldset>
  );

  return (
    <form
      className="bom-cost-form"
      aria-label={t('bomCost.form.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <fieldset className="bom-cost-form__group bom-cost-form__boards">
        <legend>{t('bomCost.form.boards')}</legend>
        <div className="bom-cost-form__quantities">
          {form.quantities.map((quantity, index) => {
            const message = shown(check.quantities[index]);
            const id = `${ids}-q${index}`;
            return (
              // The boxes are positions in a list the buyer edits; a box's index is its identity.
              <div className="bom-cost-form__quantity" key={index}>
                <Input
                  id={id}
                  inputMode="numeric"
                  aria-label={t('bomCost.form.boardsOf', { n: index + 1 })}
                  value={quantity}
                  status={message ? 'error' : undefined}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  onChange={(event) => {
                    setQuantity(index, event.target.value);
                  }}
                  suffix={
                    form.quantities.length > 1 && (
                      <Button
                        type="text"
                        size="small"
                        icon={<CloseOutlined aria-hidden />}
                        aria-label={t('bomCost.form.removeBoards', { n: index + 1 })}
                        onClick={() => {
                          setForm((old) => ({
                            ...old,
                            quantities: old.quantities.filter((_, i) => i !== index),
                          }));
                        }}
                      />
                    )
                  }
                />
                {message && (
                  <div className="bom-cost-form__error" id={`${id}-error`} role="alert">
                    {message}
                  </div>
                )}
              </div>
            );
          })}
          <Tooltip title={isFull ? t('bomCost.form.atMost', { n: BOM_BUILD_QUANTITIES_MAX }) : undefined}>
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={isFull}
              onClick={() => {
                setForm((old) => ({ ...old, quantities: [...old.quantities, ''] }));
              }}
            >
              {t('bomCost.form.addBoards')}
            </Button>
          </Tooltip>
        </div>
        {isFull && (
          <div className="bom-cost-form__note">
            {t('bomCost.form.atMost', { n: BOM_BUILD_QUANTITIES_MAX })}
          </div>
        )}
        {shown(check.list) && (
          <div className="bom-cost-form__error" role="alert">
            {shown(check.list)}
          </div>
        )}
      </fieldset>
      {attritionGroup('chip', t('bomCost.form.chipPassive'), t('bomCost.form.chipPassiveHint'))}
      {attritionGroup('other', t('bomCost.form.other'))}
      <div className="bom-cost-form__group bom-cost-form__limit">
        {field('buyUpLimit', t('bomCost.form.buyUpLimit'))}
        <Tooltip title={t('bomCost.form.buyUpLimitHint')}>
          <QuestionCircleOutlined
            className="bom-cost-form__hint"
            aria-label={t('bomCost.form.buyUpLimitHint')}
            role="img"
          />
        </Tooltip>
      </div>
      <div className="bom-cost-form__save">
        <Button type="primary" htmlType="submit" loading={isSaving}>
          {t('bomCost.form.save')}
        </Button>
      </div>
    </form>
  );
}
