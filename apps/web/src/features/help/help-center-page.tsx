import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HELP_CATEGORY_CODES } from '@emall/contract';
import type { HelpCategoryCode } from '@emall/contract';
import { RequireLogin } from '../../ui/require-login';
import { useHelpArticle } from './api/use-help';
import { HelpArticleList } from './help-article-list';
import { HelpArticleView } from './help-article-view';
import { HelpCategoryNav } from './help-category-nav';
import { HelpContact } from './help-contact';
import { HelpSearchBox } from './help-search-box';
import { helpParams, type HelpLocation } from './help-location';
import './help.css';

/** /help_center: needs a logged-in user; everything else about the page lives in its URL. */
export function HelpCenterPage() {
  return (
    <RequireLogin>
      <HelpCentre />
    </RequireLogin>
  );
}

function isCategory(value: string | null): value is HelpCategoryCode {
  return HELP_CATEGORY_CODES.some((code) => code === value);
}

/** Reads ?category=&keyword=&page=&article= so that every view can be linked, bookmarked and gone back to. */
function useHelpLocation(): HelpLocation {
  const [params] = useSearchParams();
  const category = params.get('category');
  const page = Number(params.get('page'));
  const article = params.get('article');
  return {
    categoryCode: isCategory(category) ? category : undefined,
    keyword: (params.get('keyword') ?? '').trim(),
    pageNo: Number.isInteger(page) && page > 0 ? page : 1,
    articleId: article && /^\d{1,15}$/.test(article) ? article : undefined,
  };
}

function HelpCentre() {
  const { t } = useTranslation();
  const location = useHelpLocation();
  const [, setParams] = useSearchParams();
  // An open article marks its topic in the side list (the article view reads the same cached answer).
  const { data: article } = useHelpArticle(location.articleId);
  const currentTopic = location.articleId ? article?.categoryCode : location.categoryCode;
  const go = (next: HelpLocation) => {
    setParams(helpParams(next));
  };
  return (
    <div className="help-page frame-width">
      <header className="help-page__head">
        <Typography.Title level={3}>{t('help.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('help.intro')}</Typography.Text>
        <HelpSearchBox
          key={location.keyword}
          keyword={location.keyword}
          onSearch={(keyword) => {
            go({ categoryCode: undefined, keyword, pageNo: 1 });
          }}
        />
      </header>
      <div className="help-page__body">
        <aside className="help-page__side">
          <HelpCategoryNav
            current={currentTopic}
            isAllCurrent={!location.categoryCode && !location.articleId}
            onPick={(categoryCode) => {
              go({ categoryCode, keyword: '', pageNo: 1 });
            }}
          />
          <HelpContact />
        </aside>
        <main className="help-page__main">
          {location.articleId ? (
            <HelpArticleView articleId={location.articleId} back={{ ...location, articleId: undefined }} />
          ) : (
            <HelpArticleList
              location={location}
              onPage={(pageNo) => {
                go({ ...location, pageNo });
              }}
              onClear={() => {
                go({ categoryCode: location.categoryCode, keyword: '', pageNo: 1 });
              }}
            />
          )}
        </main>
      </div>
    </div>
  );
}
