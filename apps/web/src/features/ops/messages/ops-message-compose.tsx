import { useState } from 'react';
import { App, Button, Form, Input, Radio, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPS_MESSAGE_AUDIENCES } from '@emall/contract/ops';
import type { OpsMessageAudience } from '@emall/contract/ops';
import { useSendMessage, type OpsMessageDraft } from './api/use-ops-messages';
import { TEXT_LANGS, type TextLang } from './message-texts';
import { StaffPicker, TenantPicker } from './recipient-pickers';

const INITIAL: Partial<OpsMessageDraft> = { audience: 'TENANT' };

/** The compose form: audience, recipient pickers, and the title and text in each of the three languages. */
export function OpsMessageCompose() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<OpsMessageDraft>();
  const [activeLang, setActiveLang] = useState<TextLang>('zhCn');
  const send = useSendMessage((sent) => {
    void message.success(t('ops.messages.sent', { count: sent.tenantCount }));
    form.resetFields();
    setActiveLang('zhCn');
  });

  const submit = (values: OpsMessageDraft) => {
    if (values.audience !== 'ALL') {
      send.mutate(values);
      return;
    }
    modal.confirm({
      title: t('ops.messages.confirmAll'),
      okText: t('ops.messages.send'),
      cancelText: t('ops.common.cancel'),
      onOk: () => {
        send.mutate(values);
      },
    });
  };

  return (
    <Form<OpsMessageDraft>
      form={form}
      layout="vertical"
      initialValues={INITIAL}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        // Show the language tab of the first missing text.
        const lang = errorFields[0]?.name[1];
        if (TEXT_LANGS.includes(lang as TextLang)) setActiveLang(lang as TextLang);
      }}
      className="ops-msg__form"
    >
      <RecipientFields />
      <Typography.Paragraph type="secondary">{t('ops.messages.langHint')}</Typography.Paragraph>
      <MessageTextTabs activeLang={activeLang} onActiveLang={setActiveLang} />
      <Form.Item
        name="link"
        label={t('ops.messages.link')}
        extra={t('ops.messages.linkHint')}
        rules={[{ pattern: /^\/\S*$/, message: t('ops.messages.linkInvalid') }]}
      >
        <Input maxLength={200} placeholder="/help" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('ops.messages.send')}
      </Button>
    </Form>
  );
}

/** Who receives the message: every tenant, one tenant, or one staff member of a tenant. */
function RecipientFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<OpsMessageDraft>();
  // Undefined on the first render, before the form holds its initial values.
  const audience = (Form.useWatch('audience', form) as OpsMessageAudience | undefined) ?? 'TENANT';
  const tenantId = Form.useWatch('tenantId', form);
  return (
    <>
      <Form.Item name="audience" label={t('ops.messages.audience')}>
        <Radio.Group
          optionType="button"
          options={OPS_MESSAGE_AUDIENCES.map((value) => ({
            value,
            label: t(`ops.messages.audience.${value}`),
          }))}
          onChange={() => {
            form.setFieldsValue({ staffId: undefined });
          }}
        />
      </Form.Item>
      {audience !== 'ALL' && (
        <div className="ops-msg__pickers">
          <Form.Item
            name="tenantId"
            label={t('ops.messages.tenant')}
            rules={[{ required: true, message: t('ops.messages.tenantRequired') }]}
          >
            <TenantPicker
              onChange={(value) => {
                form.setFieldsValue({ tenantId: value, staffId: undefined });
              }}
            />
          </Form.Item>
          {audience === 'STAFF' && (
            <Form.Item
              name="staffId"
              label={t('ops.messages.staff')}
              rules={[{ required: true, message: t('ops.messages.staffRequired') }]}
            >
              <StaffPicker tenantId={tenantId} />
            </Form.Item>
          )}
        </div>
      )}
    </>
  );
}

/** The title and text in each language, a tab each; all tabs stay mounted so that the form checks all three. */
function MessageTextTabs({
  activeLang,
  onActiveLang,
}: {
  activeLang: TextLang;
  onActiveLang: (lang: TextLang) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={activeLang}
      onChange={(key) => {
        onActiveLang(key as TextLang);
      }}
      items={TEXT_LANGS.map((lang) => {
        const required = {
          required: true,
          whitespace: true,
          message: t('ops.messages.textRequired', { lang: t(`ops.messages.lang.${lang}`) }),
        };
        return {
          key: lang,
          label: t(`ops.messages.lang.${lang}`),
          forceRender: true,
          children: (
            <>
              <Form.Item name={['title', lang]} label={t('ops.messages.subject')} rules={[required]}>
                <Input maxLength={100} showCount />
              </Form.Item>
              <Form.Item name={['body', lang]} label={t('ops.messages.body')} rules={[required]}>
                <Input.TextArea rows={5} maxLength={2000} showCount />
              </Form.Item>
            </>
          ),
        };
      })}
    />
  );
}
