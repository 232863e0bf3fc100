import {
  AppstoreOutlined,
  BellOutlined,
  HomeOutlined,
  KeyOutlined,
  LoginOutlined,
  LogoutOutlined,
  ProfileOutlined,
  ShoppingCartOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Badge, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGS, normalizeLang } from '@emall/contract';
import { changeLanguage } from '../../api/i18n';
import { loginPath } from '../../api/login-path';
import { logout } from '../../api/session-loader';
import { useSessionStore } from '../../api/session-store';

/** The language names, each in its own script (frame.texts.ts). */
const LANG_LABEL_KEYS = {
  zh_CN: 'frame.lang.zh_CN',
  zh_TW: 'frame.lang.zh_TW',
  en_US: 'frame.lang.en_US',
} as const;

function MenuLink({
  to,
  icon,
  children,
  onDone,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onDone: () => void;
}) {
  return (
    <li>
      <Link to={to} className="phone-menu__link" onClick={onDone}>
        <span className="phone-menu__icon" aria-hidden>
          {icon}
        </span>
        {children}
      </Link>
    </li>
  );
}

/**
 * What the phone menu offers: the same links as the desktop header (home, categories, member centre, cart,
 * messages, with my orders one tap closer), log in or the staff member with change password and log out,
 * and the language. On the registration page only the language, as on the desktop.
 */
export function PhoneMenuItems({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const lang = useSessionStore((s) => s.lang);
  const user = useSessionStore((s) => s.user);
  const isSessionLoaded = useSessionStore((s) => s.isSessionLoaded);
  const isRegistrationOpen = useSessionStore((s) => s.isRegistrationOpen);
  const unreadCount = useSessionStore((s) => s.unreadCount);
  const isMenuShown = pathname !== '/register';

  return (
    <div className="phone-menu__body">
      {isMenuShown && user && (
        <div className="phone-menu__user">
          <strong>
            <UserOutlined /> {user.staffPo.staffName}
          </strong>
          <span className="phone-menu__tenant">
            {t('frame.header.tenant', { tenantName: user.staffRole.tenantName })}
          </span>
        </div>
      )}
      {isMenuShown && (
        <nav aria-label={t('frame.phoneMenu.title')}>
          <ul className="phone-menu__links">
            {pathname !== '/' && (
              <MenuLink to="/" icon={<HomeOutlined />} onDone={onDone}>
                {t('frame.header.home')}
              </MenuLink>
            )}
            <MenuLink to="/catalog" icon={<AppstoreOutlined />} onDone={onDone}>
              {t('catalog.link.all')}
            </MenuLink>
            <MenuLink to="/my_EMall" icon={<UserOutlined />} onDone={onDone}>
              {t('frame.header.memberCentre')}
            </MenuLink>
            <MenuLink to="/my_EMall?activeKey=2" icon={<ProfileOutlined />} onDone={onDone}>
              {t('frame.phoneMenu.myOrders')}
            </MenuLink>
            <MenuLink to="/shopping_cart" icon={<ShoppingCartOutlined />} onDone={onDone}>
              {t('frame.header.cart')}
            </MenuLink>
            <MenuLink to="/message" icon={<BellOutlined />} onDone={onDone}>
              <Badge dot={unreadCount > 0} offset={[6, 0]}>
                <span className="phone-menu__link-text">{t('frame.header.messages')}</span>
              </Badge>
            </MenuLink>
            {isSessionLoaded && !user && (
              <MenuLink to={loginPath(pathname + search)} icon={<LoginOutlined />} onDone={onDone}>
                {t('frame.header.login')}
              </MenuLink>
            )}
            {isSessionLoaded && !user && isRegistrationOpen && (
              <MenuLink to="/register" icon={<UserAddOutlined />} onDone={onDone}>
                {t('frame.header.register')}
              </MenuLink>
            )}
            {user && (
              <MenuLink to="/my_EMall?activeKey=6" icon={<KeyOutlined />} onDone={onDone}>
                {t('frame.header.changePassword')}
              </MenuLink>
            )}
            {user && (
              <li>
                <button
                  type="button"
                  className="phone-menu__link"
                  onClick={() => {
                    onDone();
                    void logout();
                  }}
                >
                  <span className="phone-menu__icon" aria-hidden>
                    <LogoutOutlined />
                  </span>
                  {t('frame.header.logout')}
                </button>
              </li>
            )}
          </ul>
        </nav>
      )}
      <div className="phone-menu__lang">
        <span id="phone-menu-lang" className="phone-menu__lang-label">
          {t('frame.phoneMenu.language')}
        </span>
        <Radio.Group
          aria-labelledby="phone-menu-lang"
          optionType="button"
          buttonStyle="solid"
          value={lang}
          options={LANGS.map((l) => ({ value: l, label: t(LANG_LABEL_KEYS[l]) }))}
          onChange={(event) => {
            const chosen = normalizeLang(String(event.target.value));
            if (chosen && chosen !== lang) void changeLanguage(chosen);
          }}
        />
      </div>
    </div>
  );
}
