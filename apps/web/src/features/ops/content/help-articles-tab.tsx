import { useState } from 'react';
import { Button, Popconfirm, Select, Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { HelpCategoryCode } from '@emall/contract';
import type { Localized, OpsHelpArticleRow } from '@emall/contract/ops';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsKeywordSearch } from '../shared/ops-filter-bar';
import { OPS_PAGE_SIZE } from '../shared/ops-list-state';
import {
  useDeleteHelpArticle,
  useHelpArticles,
  useHelpCategories,
  usePublishHelpArticle,
} from './api/use-help-articles';
import { useLocalized } from './content-shared';
import { ContentEditButton, ContentTable } from './content-table';
import { HelpArticleModal } from './help-article-modal';

/** The help centre's articles, published or not: written in three languages, shown or hidden, deleted. */
export function HelpArticlesTab() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const localized = useLocalized();
  const [categoryCode, setCategoryCode] = useState<HelpCategoryCode>();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const categories = useHelpCategories();
  const page = useHelpArticles({
    pageNo,
    pageSize: OPS_PAGE_SIZE,
    ...(categoryCode ? { categoryCode } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const categoryName = (code: string) =>
    categories.data?.find((c) => c.categoryCode === code)?.categoryName ?? code;

  return (
    <ContentTable<OpsHelpArticleRow>
      filters={
        <>
          <Select<HelpCategoryCode | ''>
            aria-label={t('ops.content.help.category')}
            value={categoryCode ?? ''}
            style={{ width: 220 }}
            onChange={(code) => {
              setCategoryCode(code || undefined);
              setPageNo(1);
            }}
            options={[
              { value: '', label: t('ops.content.help.allCategories') },
              ...(categories.data ?? []).map((c) => ({
                value: c.categoryCode,
                label: `${c.categoryName} (${c.articleCount})`,
              })),
            ]}
          />
          <OpsKeywordSearch
            label={t('ops.content.help.searchTitle')}
            width={320}
            onSearch={(next) => {
              setKeyword(next);
              setPageNo(1);
            }}
          />
        </>
      }
      addLabel={t('ops.content.help.create')}
      query={page}
      pageNo={pageNo}
      onPageNo={setPageNo}
      rowKey="articleId"
      emptyText={t('ops.content.help.empty')}
      columns={articleColumns(t, localized, categoryName)}
      actions={{
        width: canWrite ? 370 : 190,
        forReaders: true,
        render: ({ row, edit }) => <ArticleActions article={row} onEdit={edit} />,
      }}
      renderEditor={(row, close) => (
        <HelpArticleModal
          articleId={row ? row.articleId : null}
          categories={categories.data ?? []}
          onClose={close}
        />
      )}
    />
  );
}

/** The article table's columns: category, title, order, status, last change. */
function articleColumns(
  t: TFunction,
  localized: (text: Localized) => string,
  categoryName: (code: string) => string,
): TableColumnsType<OpsHelpArticleRow> {
  return [
    {
      title: t('ops.content.help.category'),
      dataIndex: 'categoryCode',
      width: 140,
      render: (code: string) => categoryName(code),
    },
    { title: t('ops.content.help.title'), key: 'title', render: (_, row) => localized(row.title) },
    { title: t('ops.content.sort'), dataIndex: 'sort', width: 70 },
    {
      title: t('ops.common.status'),
      dataIndex: 'isPublished',
      width: 100,
      render: (published: boolean) =>
        published ? (
          <Tag color="green">{t('ops.content.help.published')}</Tag>
        ) : (
          <Tag>{t('ops.content.help.unpublished')}</Tag>
        ),
    },
    {
      title: t('ops.content.param.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (value: string) => new Date(value).toLocaleString(),
    },
  ];
}

/**
 * An article's actions: its page in the shop once published (for everyone); for operators also edit, publish
 * or hide, and delete (after a confirmation; the seeded articles stay).
 */
function ArticleActions({ article, onEdit }: { article: OpsHelpArticleRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const localized = useLocalized();
  const publish = usePublishHelpArticle();
  const remove = useDeleteHelpArticle();
  return (
    <Space size={4} wrap>
      {article.isPublished && (
        <Button size="small" type="link" href={`/help_center?article=${article.articleId}`} target="_blank">
          {t('ops.content.help.view')}
        </Button>
      )}
      {canWrite && (
        <>
          <ContentEditButton onClick={onEdit} />
          <Button
            size="small"
            loading={publish.isPending}
            onClick={() => {
              publish.mutate({ articleId: article.articleId, published: !article.isPublished });
            }}
          >
            {article.isPublished ? t('ops.content.help.unpublish') : t('ops.content.help.publish')}
          </Button>
          {article.deletable ? (
            <Popconfirm
              title={t('ops.content.help.deleteConfirm', { title: localized(article.title) })}
              okText={t('ops.common.confirm')}
              cancelText={t('ops.common.cancel')}
              onConfirm={() => {
                remove.mutate(article.articleId);
              }}
            >
              <Button size="small" danger>
                {t('ops.common.delete')}
              </Button>
            </Popconfirm>
          ) : (
            <Tooltip title={t('ops.content.help.seeded')}>
              <Button size="small" danger disabled>
                {t('ops.common.delete')}
              </Button>
            </Tooltip>
          )}
        </>
      )}
    </Space>
  );
}
