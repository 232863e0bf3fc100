import { Button, Empty, Pagination, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_ARTICLE_PAGE_SIZE } from '@emall/contract';
import { HighlightedText } from '../../ui/highlighted-text';
import { useHelpArticles } from './api/use-help';
import { helpPath, type HelpLocation } from './help-location';

interface Props {
  location: HelpLocation;
  onPage: (pageNo: number) => void;
  onClear: () => void;
}

/** The articles of a topic, all articles, or the search results, each with its snippet; 10 a page. */
export function HelpArticleList({ location, onPage, onClear }: Props) {
  const { t } = useTranslation();
  const { data, isFetching } = useHelpArticles(location);
  const keywords = location.keyword ? [location.keyword] : [];
  return (
    <section className="help-list" aria-label={t('help.list.label')} aria-busy={isFetching}>
      {location.keyword && (
        <div className="help-list__summary">
          <span>{t('help.search.results', { keyword: location.keyword, n: data?.total ?? 0 })}</span>
          <Button type="link" onClick={onClear}>
            {t('help.search.clear')}
          </Button>
        </div>
      )}
      <Spin spinning={isFetching && !data}>
        {data && data.rows.length === 0 ? (
          <Empty description={t('help.list.empty')} />
        ) : (
          <ul className="help-list__rows">
            {(data?.rows ?? []).map((row) => (
              <li key={row.articleId} className="help-list__row">
                <Link className="help-list__title" to={helpPath({ ...location, articleId: row.articleId })}>
                  <HighlightedText text={row.title} keywords={keywords} />
                </Link>
                <Tag className="help-list__tag">{row.categoryName}</Tag>
                <p className="help-list__snippet">
                  <HighlightedText text={row.snippet} keywords={keywords} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {data && data.total > HELP_ARTICLE_PAGE_SIZE && (
        <Pagination
          className="help-list__pages"
          current={location.pageNo}
          pageSize={HELP_ARTICLE_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          showTotal={(total) => t('help.list.total', { total })}
          onChange={onPage}
        />
      )}
    </section>
  );
}
