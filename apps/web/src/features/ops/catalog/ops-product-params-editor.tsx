import { Alert, Form, Spin, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpsParameterOption, OpsProductParam, OpsProductParamInput } from '@emall/contract/ops';
import { useParameterOptions, useProductDetail } from './api/use-products';
import {
  knownParams,
  OpsProductParams,
  paramsChanged,
  paramsToSave,
  type ParamsFormValues,
} from './ops-product-params';

/** The product editor's parameters: their form, and the product's rows and the vocabulary once both are loaded. */
export interface ParamsEditor {
  form: FormInstance<ParamsFormValues>;
  loaded: { params: OpsProductParam[]; options: OpsParameterOption[] } | null;
  isError: boolean;
}

/** Loads the product's parameters and the vocabulary, in the operator's language, for a parameter form. */
export function useParamsEditor(productId: string): ParamsEditor {
  const { i18n } = useTranslation();
  const [form] = Form.useForm<ParamsFormValues>();
  const detail = useProductDetail(productId);
  const options = useParameterOptions(i18n.language);
  const loaded =
    detail.data && options.data ? { params: detail.data.parameters, options: options.data.rows } : null;
  return { form, loaded, isError: detail.isError || options.isError };
}

/** The parameters to send: undefined when they were not loaded or not changed. Throws when a row is wrong. */
export async function parametersToSend(editor: ParamsEditor): Promise<OpsProductParamInput[] | undefined> {
  const { loaded } = editor;
  if (!loaded) return undefined;
  const rows = (await editor.form.validateFields()).parameters ?? [];
  return paramsChanged(rows, loaded.params)
    ? paramsToSave(rows, knownParams(loaded.options, loaded.params))
    : undefined;
}

/** The parameters' part of the editor: their table once loaded, a spinner before, a warning when they failed. */
export function ParamsSection({ editor, canWrite }: { editor: ParamsEditor; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('ops.catalog.params.title')}</Typography.Title>
      {editor.loaded ? (
        <OpsProductParams
          form={editor.form}
          initial={editor.loaded.params}
          options={editor.loaded.options}
          canWrite={canWrite}
        />
      ) : editor.isError ? (
        <Alert type="warning" showIcon title={t('ops.catalog.params.notLoaded')} />
      ) : (
        <Spin />
      )}
    </>
  );
}
