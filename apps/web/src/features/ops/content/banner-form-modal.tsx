import { Form, Input, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, LANGS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { BANNER_TYPES, isShopOrWebUrl } from '@emall/contract/ops';
import type { BannerType, OpsBanner } from '@emall/contract/ops';
import { useSaveBanner } from './api/use-banners';
import { ContentEditModal } from './content-edit-modal';
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
  const save = useSaveBanner(banner, onClose);
  return (
    <ContentEditModal<BannerValues>
      width={640}
      title={banner ? t('ops.content.banner.edit') : t('ops.content.banner.add')}
      initialValues={initialValues(banner)}
      save={save}
      onClose={onClose}
    >
      <BannerLookFields savedImage={banner?.image ?? ''} />
      <BannerTargetFields initialType={initialValues(banner).type} />
      <Form.Item name="enabled" label={t('ops.content.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ContentEditModal>
  );
}

/** A rule that takes a link into the shop or a web address, with the hint of the field as its message. */
function useUrlRule(): (hintKey: string) => Rule {
  const { t } = useTranslation();
  return (hintKey) => ({
    validator: (_: unknown, value: string | undefined) =>
      isShopOrWebUrl((value ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t(hintKey))),
  });
}

/** What the banner shows: its image (previewed once it is an address), language and names. */
function BannerLookFields({ savedImage }: { savedImage: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<BannerValues>();
  const urlRule = useUrlRule();
  // Undefined until the form has mounted its fields.
  const image = (Form.useWatch('image', form) as string | undefined) ?? savedImage;
  return (
    <>
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
    </>
  );
}

/** Where a click on the banner goes: an address, a brand, or a part of a brand, as its type says. */
function BannerTargetFields({ initialType }: { initialType: BannerType }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<BannerValues>();
  const urlRule = useUrlRule();
  // Undefined until the form has mounted its fields.
  const type = (Form.useWatch('type', form) as BannerType | undefined) ?? initialType;
  const required = { required: true, whitespace: true, message: t('ops.content.required') };
  return (
    <>
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
            rules={[{ ...required, required: type === 'brand' }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="brandName" label={t('ops.content.banner.brandName')}>
            <Input maxLength={100} />
          </Form.Item>
        </>
      )}
      {type === 'mfrPn' && (
        <Form.Item name="mfrPn" label={t('ops.content.banner.mfrPn')} rules={[required]}>
          <Input maxLength={100} />
        </Form.Item>
      )}
    </>
  );
}
