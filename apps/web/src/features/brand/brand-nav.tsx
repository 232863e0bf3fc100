import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';

/** The brand site's own bar under the shop's header: the Ruisa mark and its four places, and the way back. */
export function BrandNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // "Products" is active on every product page, not only on the first line's.
  const isProductPage = pathname.startsWith('/ruisa_product/');
  const item = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'brand-nav__link brand-nav__link--active' : 'brand-nav__link';
  return (
    <nav className="brand-nav" aria-label={t('brand.nav.label')}>
      <div className="brand-nav__inner frame-width">
        <Link to="/ruisa" className="brand-nav__mark">
          <img src="/brand/ruisa-mark.svg" alt="" width={32} height={32} />
          <span>{t('brand.name')}</span>
        </Link>
        <div className="brand-nav__links">
          <NavLink to="/ruisa" end className={item}>
            {t('brand.nav.home')}
          </NavLink>
          <NavLink to="/ruisa_product/power-inductor" className={() => item({ isActive: isProductPage })}>
            {t('brand.nav.products')}
          </NavLink>
          <NavLink to="/ruisa_customized" className={item}>
            {t('brand.nav.customized')}
          </NavLink>
          <NavLink to="/gd" className={item}>
            {t('brand.nav.gd')}
          </NavLink>
        </div>
        <Link to="/" className="brand-nav__shop">
          {t('brand.nav.shop')}
        </Link>
      </div>
    </nav>
  );
}
