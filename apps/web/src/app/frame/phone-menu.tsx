import { lazy, Suspense, useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { HeaderSearch, hasHeaderSearch } from './header-search';

const loadDrawer = () => import('./phone-menu-drawer');
// The drawer (antd's Drawer, the links, the language choice) loads when the menu is first wanted, so the entry of
// every page, on the desktop too, does not carry it.
const PhoneMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.PhoneMenuDrawer })));

/**
 * The header on a phone (under 768 px): the logo and a menu button, and the search box on a row of its own below
 * them, as wide as the window; the drawer the button opens holds what the desktop header spreads over its top bar
 * (the links, the account, the language). It closes on every navigation.
 */
export function PhoneHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const unreadCount = useSessionStore((s) => s.unreadCount);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  // Open only on the page where it was opened: following a link closes it without an effect.
  const isOpen = openAt === pathname + search;
  const close = () => {
    setOpenAt(null);
  };

  return (
    <header className="app-header app-header--phone">
      <div className="phone-header">
        <Link to="/" className="app-header__logo phone-header__logo">
          <span className="app-header__logo-mark" aria-hidden="true">
            e
          </span>
          <span className="app-header__logo-name">{t('frame.brand.name')}</span>
        </Link>
        <button
          type="button"
          className="phone-header__menu-button"
          aria-label={t('frame.phoneMenu.open')}
          aria-expanded={isOpen}
          aria-controls="phone-menu"
          // The finger touches before it taps: the drawer's code starts loading then.
          onPointerDown={() => void loadDrawer().catch(() => undefined)}
          onClick={() => {
            setHasOpened(true);
            setOpenAt(pathname + search);
          }}
        >
          <Badge dot={unreadCount > 0}>
            <MenuOutlined />
          </Badge>
        </button>
      </div>
      {hasHeaderSearch(pathname) && <HeaderSearch size="middle" className="header-search--phone" />}
      {hasOpened && (
        <Suspense fallback={null}>
          <PhoneMenuDrawer isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
