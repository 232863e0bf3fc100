import { FireOutlined } from '@ant-design/icons';
import { Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchPath } from '../../ui/product-links';
import { useHotPartNumbers } from './api/use-hot-part-numbers';

/** The hot part numbers as tags, each running its search. */
export function HotPartNumbers() {
  const { t } = useTranslation();
  const { data, isPending } = useHotPartNumbers();
  const rows = [...(data?.rows ?? [])].sort((a, b) => a.sort - b.sort);
  return (
    <section className="global-hot" aria-label={t('global.hot.title')}>
      <h2 className="global-page__heading">
        <FireOutlined /> {t('global.hot.title')}
      </h2>
      {isPending ? (
        <Spin size="small" />
      ) : rows.length === 0 ? (
        <p className="global-page__muted">{t('global.hot.empty')}</p>
      ) : (
        <div className="global-hot__tags">
          {rows.map((row) => (
            <Tag key={`${row.mfrPartNumber}-${row.brandCode}`} className="global-hot__tag">
              <Link to={searchPath(row.mfrPartNumber)}>{row.mfrPartNumber}</Link>
            </Tag>
          ))}
        </div>
      )}
    </section>
  );
}
