import { useState } from 'react';
import { Button, Popconfirm, Select, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HelpCategoryCode } from '@emall/contract';
import type { OpsHelpArticleRow } from '@emall/contract/ops';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsKeywordSearch } from '../shared/ops-filter-bar';
import { OpsListPage } from '../shared/ops-list-page';
import { OPS_PAGE_SIZE } from '../shared/ops-list-state';
import {
  useDeleteHelpArticle,
  useHelpArticles,
  useHelpCategories,
  usePublishHelpArticle,
} from './api/use-help-articles';
import { useLocalized } from './content-shared';
import { HelpArticleModal } from './help-article-modal';

/** The help centre's articles, published or not: written in three languages, shown or hidden, deleted. */
export function HelpArticlesTab() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const localized = useLocalized();
  const [categoryCode, setCategoryCode] = useState<HelpCategoryCode>();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const categories = useHelpCategories();
  const page = useHelpArticles({
    pageNo,
    pageSize: OPS_PAGE_SIZE,
    ...(categoryCode ? { categoryCode } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const publish = usePublishHelpArticle();
  const remove = useDeleteHelpArticle();
  const categoryName = (code: string) =>
    categories.data?.find((c) => c.categoryCode === code)?.categoryName ?? code;

  return (
    <OpsListPage<OpsHelpArticleRow>
      bare
      filters={
        <div className="ops-filters">
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
          {canWrite && (
            <Button
              type="primary"
              onClick={() => {
                setEditing('new');
              }}
            >
              {t('ops.content.help.create')}
            </Button>
          )}
        </div>
      }
      query={page}
      pageNo={pageNo}
      onPageNo={setPageNo}
      rowKey="articleId"
      emptyText={t('ops.content.help.empty')}
      columns={[
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
        {
          title: t('ops.common.actions'),
          key: 'actions',
          width: canWrite ? 370 : 190,
          render: (_, row) => (
            <Space size={4} wrap>
              {row.isPublished && (
                <Button
                  size="small"
                  type="link"
                  href={`/help_center?article=${row.articleId}`}
                  target="_blank"
                >
                  {t('ops.content.help.view')}
                </Button>
              )}
              {canWrite && (
                <>
                  <Button
                    size="small"
                    onClick={() => {
                      setEditing(row.articleId);
                    }}
                  >
                    {t('ops.common.edit')}
                  </Button>
                  <Button
                    size="small"
                    loading={publish.isPending && publish.variables.articleId === row.articleId}
                    onClick={() => {
                      publish.mutate({ articleId: row.articleId, published: !row.isPublished });
                    }}
                  >
                    {row.isPublished ? t('ops.content.help.unpublish') : t('ops.content.help.publish')}
                  </Button>
                  {row.deletable ? (
                    <Popconfirm
                      title={t('ops.content.help.deleteConfirm', { title: localized(row.title) })}
                      okText={t('ops.common.confirm')}
                      cancelText={t('ops.common.cancel')}
                      onConfirm={() => {
                        remove.mutate(row.articleId);
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
          ),
        },
      ]}
    >
      {editing !== null && (
        <HelpArticleModal
          articleId={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </OpsListPage>
  );
}
