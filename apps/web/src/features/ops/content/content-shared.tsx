import { Form, Input, Tag } from 'antd';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Localized } from '@emall/contract/ops';

const LANG_FIELDS = ['zhCn', 'zhTw', 'enUs'] as const;

/** The text of the console's current language out of a three-language value. */
export function useLocalized(): (text: Localized) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language.toLowerCase().replace('_', '-');
  const field = lang.startsWith('en') ? 'enUs' : lang === 'zh-tw' ? 'zhTw' : 'zhCn';
  return (text) => text[field];
}

/**
 * Three inputs for one text, one per language, all required (the shop shows each language as saved).
 * `name` is the form path of the {zhCn, zhTw, enUs} object.
 */
export function LocalizedInputs({ name, label, max }: { name: string; label: string; max: number }) {
  const { t } = useTranslation();
  return (
    <>
      {LANG_FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={[name, field]}
          label={`${label} · ${t(`ops.content.lang.${field}`)}`}
          rules={[{ required: true, whitespace: true, message: t('ops.content.required') }]}
        >
          <Input maxLength={max} />
        </Form.Item>
      ))}
    </>
  );
}

/** The status column of rows the shop shows only while enabled (banners, dictionary entries). */
export function enabledColumn<Row extends { enabled: boolean }>(t: TFunction): TableColumnType<Row> {
  return {
    title: t('ops.common.status'),
    dataIndex: 'enabled',
    width: 90,
    render: (enabled: boolean) =>
      enabled ? <Tag color="green">{t('ops.content.enabled')}</Tag> : <Tag>{t('ops.content.disabled')}</Tag>,
  };
}
