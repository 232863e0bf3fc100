import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BrandProductCard as Card } from '@emall/contract';

/** A product line in a list: its picture, series, name and tagline, leading to its page. */
export function BrandProductCard({ product, isCompact = false }: { product: Card; isCompact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/ruisa_product/${product.productCode}`}
      className={isCompact ? 'brand-card brand-card--compact' : 'brand-card'}
      data-testid={`brand-product-${product.productCode}`}
    >
      <img className="brand-card__image" src={product.image} alt="" />
      <span className="brand-card__series">{t('brand.product.series', { series: product.series })}</span>
      <strong className="brand-card__name">{product.name}</strong>
      {!isCompact && <span className="brand-card__text">{product.tagline}</span>}
      {!isCompact && <span className="brand-card__more">{t('brand.home.viewProduct')} →</span>}
    </Link>
  );
}
