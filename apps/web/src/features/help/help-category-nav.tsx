import { useTranslation } from 'react-i18next';
import type { HelpCategoryCode } from '@emall/contract';
import { useHelpCategories } from './api/use-help';

interface Props {
  current: HelpCategoryCode | undefined;
  isAllCurrent: boolean;
  onPick: (categoryCode: HelpCategoryCode | undefined) => void;
}

/** The side list of topics, with "all articles" first and each topic's number of articles. */
export function HelpCategoryNav({ current, isAllCurrent, onPick }: Props) {
  const { t } = useTranslation();
  const { data: categories } = useHelpCategories();
  const item = (key: string, label: string, isCurrent: boolean, code?: HelpCategoryCode, count?: number) => (
    <li key={key}>
      <button
        type="button"
        className={isCurrent ? 'help-nav__item help-nav__item--current' : 'help-nav__item'}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={() => {
          onPick(code);
        }}
      >
        <span>{label}</span>
        {count !== undefined && (
          <span className="help-nav__count">{t('help.category.count', { n: count })}</span>
        )}
      </button>
    </li>
  );
  return (
    <nav className="help-nav" aria-label={t('help.categories')}>
      <h2 className="help-nav__title">{t('help.categories')}</h2>
      <ul>
        {item('all', t('help.category.all'), isAllCurrent)}
        {(categories ?? []).map((c) =>
          item(c.categoryCode, c.categoryName, c.categoryCode === current, c.categoryCode, c.articleCount),
        )}
      </ul>
    </nav>
  );
}
