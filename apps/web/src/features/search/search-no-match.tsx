import { FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchReading } from '@emall/contract';
import { searchPath } from '../../ui/product-links';
import { meaningfulWords, UnderstoodTags } from './search-reading';

/**
 * Nothing matched: why, in the buyer's words. A query read as conditions (a value, a package, a brand) says
 * what was understood and that no part meets all of it; a part number says none contains it. The closest
 * part numbers are offered as new searches, and the enquiry page for parts the shop does not list.
 */
export function SearchNoMatch({ query, reading }: { query: string; reading: SearchReading | undefined }) {
  const { t } = useTranslation();
  const words = meaningfulWords(reading?.understood);
  const nearest = reading?.nearest ?? [];
  return (
    <div className="search-no-match">
      <h2 className="search-no-match__title">
        {query ? t('catalog.reading.noMatch', { q: query }) : t('search.empty')}
      </h2>
      {words.length > 0 ? (
        <>
          <p>{t('catalog.reading.noMatchUnderstood')}</p>
          <UnderstoodTags words={words} />
          <p className="search-no-match__tip">{t('catalog.reading.noMatchTip')}</p>
        </>
      ) : (
        query && <p>{t('catalog.reading.noMatchPlain')}</p>
      )}
      {nearest.length > 0 && (
        <nav className="search-no-match__nearest" aria-label={t('catalog.reading.nearest')}>
          <span className="search-reading__label">{t('catalog.reading.nearest')}</span>
          <ul className="search-reading__links">
            {nearest.map((partNumber) => (
              <li key={partNumber}>
                <Link to={searchPath(partNumber)}>{partNumber}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="search-no-match__actions">
        <Link to="/enquiry">
          <FileSearchOutlined /> {t('catalog.reading.enquiry')}
        </Link>
        <Link to="/catalog">{t('catalog.link.browse')}</Link>
      </p>
    </div>
  );
}
