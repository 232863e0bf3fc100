import { useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Badge, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { PhoneMenuItems } from './phone-menu-items';

/**
 * The header on a phone (under 768 px): the logo and a menu button; the drawer it opens holds what the desktop
 * header spreads over its top bar (the links, the account, the language). It closes on every navigation.
 */
export function PhoneHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const unreadCount = useSessionStore((s) => s.unreadCount);
  const [openAt, setOpenAt] = useState<string | null>(null);
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
          onClick={() => {
            setOpenAt(pathname + search);
          }}
        >
          <Badge dot={unreadCount > 0}>
            <MenuOutlined />
          </Badge>
        </button>
      </div>
      <Drawer
        id="phone-menu"
        className="phone-menu"
        placement="right"
        size={300}
        title={t('frame.phoneMenu.title')}
        open={isOpen}
        onClose={close}
      >
        <PhoneMenuItems onDone={close} />
      </Drawer>
    </header>
  );
}
