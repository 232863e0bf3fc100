import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, LANGS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { BANNER_TYPES, isShopOrWebUrl } from '@emall/contract/ops';
import type { BannerType, OpsBanner } from '@emall/contract/ops';
import { useSaveBanner } from './api/use-banners';
import { LocalizedInputs } from './content-shared';

interface BannerValues {
  names: { zhCn: string; zhTw: string; enUs: string };
  image: string;
  lang: Lang;
  type: BannerType;
  url: string;
  brandCode: string;
  brandName: string;
  mfrPn: string;
  enabled: boolean;
}

function initialValues(banner: OpsBanner | null): BannerValues {
  if (!banner) {
    return {
      names: { zhCn: '', zhTw: '', enUs: '' },
      image: '',
      lang: DEFAULT_LANG,
      type: 'advertisement',
      url: '',
      brandCode: '',
      brandName: '',
      mfrPn: '',
      enabled: true,
    };
  }
  const type = (BANNER_TYPES as readonly string[]).includes(banner.type)
    ? (banner.type as BannerType)
    : 'advertisement';
  return { ...banner, type };
}

/** Adds a banner (banner null) or edits one: its image, names in three languages, click target and visibility. */
export function BannerFormModal({ banner, onClose }: { banner: OpsBanner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BannerValues>();
  // Undefined until the form has mounted its fields.
  const type = (Form.useWatch('type', form) as BannerType | undefined) ?? initialValues(banner).type;
  const image = (Form.useWatch('image', form) as string | undefined) ?? banner?.image ?? '';
  const save = useSaveBanner(banner, onClose);
  const urlRule = (hintKey: string) => ({
    validator: (_: unknown, value: string | undefined) =>
      isShopOrWebUrl((value ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t(hintKey))),
  });

  return (
    <Modal
      open
      width={640}
      title={banner ? t('ops.content.banner.edit') : t('ops.content.banner.add')}
      okText={t('ops.common.save')}
      cancelText={t('ops.common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => {
        form.submit();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BannerValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(banner)}
        onFinish={(values) => {
          save.mutate(values);
        }}
      >
        <Form.Item
          name="image"
          label={t('ops.content.banner.image')}
          extra={t('ops.content.banner.imageHint')}
          rules={[
            { required: true, message: t('ops.content.required') },
            urlRule('ops.content.banner.imageHint'),
          ]}
        >
          <Input maxLength={500} />
        </Form.Item>
        {isShopOrWebUrl(image.trim()) && (
          <img
            className="ops-content__banner-preview"
            src={image.trim()}
            alt={t('ops.content.banner.preview')}
          />
        )}
        <Form.Item name="lang" label={t('ops.content.banner.lang')} extra={t('ops.content.banner.langHint')}>
          <Select options={LANGS.map((value) => ({ value, label: t(`frame.lang.${value}`) }))} />
        </Form.Item>
        <LocalizedInputs name="names" label={t('ops.content.banner.name')} max={60} />
        <Form.Item name="type" label={t('ops.content.banner.type')}>
          <Select
            options={BANNER_TYPES.map((value) => ({ value, label: t(`ops.content.banner.type.${value}`) }))}
          />
        </Form.Item>
        {type === 'advertisement' && (
          <Form.Item
            name="url"
            label={t('ops.content.banner.url')}
            extra={t('ops.content.banner.urlHint')}
            rules={[
              { required: true, message: t('ops.content.required') },
              urlRule('ops.content.banner.urlHint'),
            ]}
          >
            <Input maxLength={500} />
          </Form.Item>
        )}
        {type !== 'advertisement' && (
          <>
            <Form.Item
              name="brandCode"
              label={t('ops.content.banner.brandCode')}
              rules={[{ required: type === 'brand', whitespace: true, message: t('ops.content.required') }]}
            >
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="brandName" label={t('ops.content.banner.brandName')}>
              <Input maxLength={100} />
            </Form.Item>
          </>
        )}
        {type === 'mfrPn' && (
          <Form.Item
            name="mfrPn"
            label={t('ops.content.banner.mfrPn')}
            rules={[{ required: true, whitespace: true, message: t('ops.content.required') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        )}
        <Form.Item name="enabled" label={t('ops.content.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
