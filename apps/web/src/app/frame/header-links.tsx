import { BellOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../api/session-store';

/** Member centre, cart and messages; the messages link carries a dot while something is unread. */
export function HeaderLinks() {
  const { t } = useTranslation();
  const unreadCount = useSessionStore((s) => s.unreadCount);
  return (
    <>
      <Link to="/my_EMall" className="app-header__link">
        <UserOutlined aria-hidden /> {t('frame.header.memberCentre')}
      </Link>
      <Link to="/shopping_cart" className="app-header__link">
        <ShoppingCartOutlined aria-hidden /> {t('frame.header.cart')}
      </Link>
      <Link to="/message" className="app-header__link">
        <Badge dot={unreadCount > 0} offset={[4, 0]}>
          <span className="app-header__link-text">
            <BellOutlined aria-hidden /> {t('frame.header.messages')}
          </span>
        </Badge>
      </Link>
    </>
  );
}
