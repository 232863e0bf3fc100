import { DeleteOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input, Table, Typography } from 'antd';
import type { FormInstance, TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OPS_MAX_PRODUCT_PARAMS, OPS_PARAM_NAME_MAX, OPS_PARAM_VALUE_MAX } from '@emall/contract/ops';
import type { OpsParameterOption, OpsProductParam, OpsProductParamInput } from '@emall/contract/ops';

/** One row of the parameter table as the operator edits it: the parameter's name as shown, the value. */
export interface ParamDraft {
  name: string;
  value: string;
}

export interface ParamsFormValues {
  parameters?: ParamDraft[];
}

/** The parameters of a parameter name as the editor knows it: its code and unit. */
export type KnownParams = ReadonlyMap<string, { code: string; unit: string | null }>;

/** Names the editor knows, in the caller's language: the vocabulary's, then the product's own ('x.' …). */
export function knownParams(
  options: readonly OpsParameterOption[],
  own: readonly OpsProductParam[],
): KnownParams {
  const known = new Map<string, { code: string; unit: string | null }>();
  for (const p of [...own, ...options]) known.set(p.name.trim(), { code: p.code, unit: p.unit });
  return known;
}

/** The rows as loaded, in the form's shape. */
export function paramDrafts(params: readonly OpsProductParam[]): ParamDraft[] {
  return params.map((p) => ({ name: p.name, value: p.value }));
}

/** The rows as the save call takes them: a known name by its code, any other by its name. */
export function paramsToSave(rows: readonly ParamDraft[], known: KnownParams): OpsProductParamInput[] {
  return rows.map((row) => {
    const name = row.name.trim();
    const value = row.value.trim();
    const code = known.get(name)?.code;
    return code ? { code, value } : { name, value };
  });
}

/** Whether the rows differ from the ones loaded (the save then leaves the parameters alone when not). */
export function paramsChanged(rows: readonly ParamDraft[], loaded: readonly OpsProductParam[]): boolean {
  const tidy = (list: readonly ParamDraft[]) =>
    JSON.stringify(list.map((r) => [r.name.trim(), r.value.trim()]));
  return tidy(rows) !== tidy(paramDrafts(loaded));
}

/**
 * The server's messages on the parameter rows ('parameters.2.value'), as the form's fields: a message on a
 * row's code belongs under its name, which is what the operator chose.
 */
export function serverParamErrors(
  fields: Record<string, string>,
): { name: ['parameters', number, 'name' | 'value']; errors: string[] }[] {
  return Object.entries(fields).flatMap(([path, message]) => {
    const match = /^parameters\.(\d+)\.(code|name|value)$/.exec(path);
    if (!match) return [];
    const field = match[2] === 'value' ? ('value' as const) : ('name' as const);
    return [{ name: ['parameters' as const, Number(match[1]), field], errors: [message] }];
  });
}

/**
 * The product's parameters as an editable table: choose a parameter of the vocabulary or type a name, the
 * value as shown, remove a row, add one. Checked by the form's rules (a name and a value, no name twice);
 * the server reads each value and answers its refusals per row (serverParamErrors).
 */
export function OpsProductParams({
  form,
  initial,
  options,
  canWrite,
}: {
  form: FormInstance<ParamsFormValues>;
  initial: readonly OpsProductParam[];
  options: readonly OpsParameterOption[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const known = knownParams(options, initial);
  const choices = options.map((o) => ({ value: o.name, label: o.unit ? `${o.name} (${o.unit})` : o.name }));

  return (
    <Form<ParamsFormValues>
      form={form}
      initialValues={{ parameters: paramDrafts(initial) }}
      disabled={!canWrite}
      className="ops-catalog-params"
    >
      <Form.List name="parameters">
        {(fields, { add, remove }) => (
          <>
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              locale={{ emptyText: t('ops.catalog.params.none') }}
              columns={paramColumns(t, { form, known, choices, canWrite, remove })}
            />
            {canWrite && fields.length < OPS_MAX_PRODUCT_PARAMS && (
              <Button
                className="ops-catalog-params__add"
                onClick={() => {
                  add({ name: '', value: '' });
                }}
              >
                {t('ops.catalog.params.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Typography.Paragraph type="secondary" className="ops-catalog-params__hint">
        {t('ops.catalog.params.hint')}
      </Typography.Paragraph>
    </Form>
  );
}

interface ParamRow {
  name: number;
}

/** The parameter table's columns: name (a choice of the vocabulary or typed), value, unit, and removal. */
function paramColumns(
  t: TFunction,
  {
    form,
    known,
    choices,
    canWrite,
    remove,
  }: {
    form: FormInstance<ParamsFormValues>;
    known: KnownParams;
    choices: { value: string; label: string }[];
    canWrite: boolean;
    remove: (index: number) => void;
  },
): TableColumnsType<ParamRow> {
  return [
    {
      key: 'name',
      title: t('ops.catalog.params.name'),
      width: '42%',
      render: (_, field) => <ParamNameItem form={form} index={field.name} choices={choices} />,
    },
    {
      key: 'value',
      title: t('ops.catalog.params.value'),
      render: (_, field) => (
        <Form.Item
          name={[field.name, 'value']}
          rules={[{ required: true, whitespace: true, message: t('ops.catalog.params.valueRequired') }]}
        >
          <Input
            aria-label={`${t('ops.catalog.params.value')} ${field.name + 1}`}
            maxLength={OPS_PARAM_VALUE_MAX}
          />
        </Form.Item>
      ),
    },
    {
      key: 'unit',
      title: t('ops.catalog.params.unit'),
      width: 64,
      render: (_, field) => (
        <Form.Item noStyle shouldUpdate>
          {() => {
            const name = String(form.getFieldValue(['parameters', field.name, 'name']) ?? '');
            return known.get(name.trim())?.unit ?? '';
          }}
        </Form.Item>
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'remove',
            width: 48,
            render: (_: unknown, field: ParamRow) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('ops.catalog.params.remove', { n: field.name + 1 })}
                onClick={() => {
                  remove(field.name);
                }}
              />
            ),
          },
        ]
      : []),
  ];
}

/** A row's parameter name: a choice of the vocabulary or one typed, required, and not one of an earlier row. */
function ParamNameItem({
  form,
  index,
  choices,
}: {
  form: FormInstance<ParamsFormValues>;
  index: number;
  choices: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={[index, 'name']}
      rules={[
        { required: true, whitespace: true, message: t('ops.catalog.params.nameRequired') },
        {
          validator: (_rule, value: string | undefined) => {
            const name = (value ?? '').trim();
            const rows = (form.getFieldValue('parameters') ?? []) as Partial<ParamDraft>[];
            const first = rows.findIndex((r) => (r.name ?? '').trim() === name);
            return name && first !== -1 && first < index
              ? Promise.reject(new Error(t('ops.catalog.params.duplicate', { name })))
              : Promise.resolve();
          },
        },
      ]}
    >
      <AutoComplete
        aria-label={`${t('ops.catalog.params.name')} ${index + 1}`}
        options={choices}
        placeholder={t('ops.catalog.params.namePlaceholder')}
        maxLength={OPS_PARAM_NAME_MAX}
        showSearch={{
          filterOption: (input, option) =>
            (option?.value ?? '').toLowerCase().includes(input.trim().toLowerCase()),
        }}
      />
    </Form.Item>
  );
}
