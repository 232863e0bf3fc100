import { Alert, Form, Input, InputNumber, Select, Switch, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { HELP_BODY_MAX, HELP_TITLE_MAX } from '@emall/contract/ops';
import type { HelpCategoryCode } from '@emall/contract';
import type { Localized } from '@emall/contract/ops';
import { useHelpArticle, useSaveHelpArticle, type HelpArticleValues } from './api/use-help-articles';
import { ContentEditModal } from './content-edit-modal';
import { LocalizedInputs } from './content-shared';

const EMPTY_TEXT: Localized = { zhCn: '', zhTw: '', enUs: '' };

/** Writes a new article (articleId null) or edits one: category, order, titles and bodies in three languages. */
export function HelpArticleModal({
  articleId,
  categories,
  onClose,
}: {
  articleId: number | null;
  categories: { categoryCode: HelpCategoryCode; categoryName: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const article = useHelpArticle(articleId);
  const save = useSaveHelpArticle(articleId, onClose);
  return (
    <ContentEditModal<HelpArticleValues>
      width={860}
      title={articleId === null ? t('ops.content.help.create') : t('ops.content.help.edit')}
      isLoading={articleId !== null && !article.data}
      initialValues={
        article.data ?? {
          categoryCode: categories[0]?.categoryCode ?? 'ordering',
          sort: 100,
          isPublished: false,
          title: EMPTY_TEXT,
          body: EMPTY_TEXT,
        }
      }
      save={save}
      onClose={onClose}
      // A required body may sit on a tab not shown.
      scrollToFirstError
    >
      <div className="ops-content__row">
        <Form.Item name="categoryCode" label={t('ops.content.help.category')} className="ops-content__grow">
          <Select options={categories.map((c) => ({ value: c.categoryCode, label: c.categoryName }))} />
        </Form.Item>
        <Form.Item name="sort" label={t('ops.content.sort')}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        {articleId === null && (
          <Form.Item name="isPublished" label={t('ops.content.help.publishNow')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </div>
      <LocalizedInputs name="title" label={t('ops.content.help.title')} max={HELP_TITLE_MAX} />
      <Alert type="info" showIcon className="ops-content__alert" title={t('ops.content.help.markdownHint')} />
      <Tabs
        // Every language's body stays mounted, so the form validates all three.
        items={(['zhCn', 'zhTw', 'enUs'] as const).map((lang) => ({
          key: lang,
          label: t(`ops.content.lang.${lang}`),
          forceRender: true,
          children: <BodyInput lang={lang} />,
        }))}
      />
    </ContentEditModal>
  );
}

function BodyInput({ lang }: { lang: keyof Localized }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={['body', lang]}
      label={`${t('ops.content.help.body')} · ${t(`ops.content.lang.${lang}`)}`}
      rules={[{ required: true, whitespace: true, message: t('ops.content.required') }]}
    >
      <Input.TextArea
        maxLength={HELP_BODY_MAX}
        autoSize={{ minRows: 10, maxRows: 22 }}
        className="ops-content__code"
      />
    </Form.Item>
  );
}
