import { AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsPhone } from '../../ui/use-is-phone';
import { HeaderLinks } from './header-links';
import { HeaderSearch, hasHeaderSearch } from './header-search';
import { HeaderUser } from './header-user';
import { LanguageMenu } from './language-menu';
import { PhoneHeader } from './phone-menu';

/** Top bar (home link, account, shortcuts, language) and the brand row with the search box. */
export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isPhone = useIsPhone();
  if (isPhone) return <PhoneHeader />;
  // The registration page shows only the language choice: nothing to do there but register.
  const isMenuShown = pathname !== '/register';
  return (
    <header className="app-header">
      <div className="app-header__bar">
        <div className="frame-width app-header__bar-inner">
          <div className="app-header__left">
            {pathname !== '/' && (
              <Link to="/" className="app-header__home">
                <HomeOutlined aria-hidden /> {t('frame.header.home')}
              </Link>
            )}
            {isMenuShown && (
              <Link to="/catalog" className="app-header__link">
                <AppstoreOutlined aria-hidden /> {t('catalog.link.all')}
              </Link>
            )}
          </div>
          <nav className="app-header__menu">
            {isMenuShown && <HeaderUser />}
            {isMenuShown && <HeaderLinks />}
            <LanguageMenu />
          </nav>
        </div>
      </div>
      <div className="frame-width app-header__brand">
        <Link to="/" className="app-header__logo">
          <span className="app-header__logo-mark" aria-hidden="true">
            e
          </span>
          <span className="app-header__logo-name">{t('frame.brand.name')}</span>
        </Link>
        {hasHeaderSearch(pathname) && <HeaderSearch size="large" className="header-search--desktop" />}
      </div>
    </header>
  );
}
