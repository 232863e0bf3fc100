import { useTranslation } from 'react-i18next';

/**
 * Grey blocks where a list will be, as tall as the list: the page below does not jump when it arrives. Hidden
 * from screen readers, which hear the list itself once it is there.
 */
export function HomeSectionPlaceholder({ className, count }: { className: string; count: number }) {
  return (
    <ul className={`${className} home-section__placeholder`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="home-section__block" />
      ))}
    </ul>
  );
}

/** A list that could not be read: said in one line with a way to try again, never a toast on the home page. */
export function HomeSectionFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="home-section__failure">
      {t('home.sections.failed')}{' '}
      <button type="button" className="home-section__retry" onClick={onRetry}>
        {t('home.sections.retry')}
      </button>
    </p>
  );
}
