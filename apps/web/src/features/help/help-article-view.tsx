import { Empty, Spin, Tag, Typography } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpArticle } from './api/use-help';
import { HelpMarkdown } from './help-markdown';
import { helpPath, type HelpLocation } from './help-location';

/** One article; "back" returns to the list, topic or search it was opened from. */
export function HelpArticleView({ articleId, back }: { articleId: string; back: HelpLocation }) {
  const { t } = useTranslation();
  const { data: article, isLoading, isError } = useHelpArticle(articleId);
  const backLink = (
    <Link className="help-article__back" to={helpPath(back)}>
      <LeftOutlined aria-hidden /> {t('help.article.back')}
    </Link>
  );
  if (isLoading) return <Spin className="help-article__loading" />;
  if (isError || !article) {
    return <Empty description={t('help.article.missing')}>{backLink}</Empty>;
  }
  return (
    <article className="help-article" aria-labelledby="help-article-title">
      {backLink}
      <Typography.Title level={2} id="help-article-title" className="help-article__title">
        {article.title}
      </Typography.Title>
      <div className="help-article__meta">
        <Tag>{article.categoryName}</Tag>
        <span>{t('help.article.updated', { date: article.updateDate.slice(0, 10) })}</span>
      </div>
      <HelpMarkdown source={article.body} />
    </article>
  );
}
