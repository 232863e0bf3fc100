import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@emall/contract';
import { logout } from '../../api/session-loader';
import { HeaderMenu } from './header-menu';
import type { HeaderMenuItem } from './header-menu';

/** The staff name; its menu shows the tenant and offers change-password and logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: HeaderMenuItem[] = [
    {
      key: 'tenant',
      label: t('frame.header.tenant', { tenantName: user.staffRole.tenantName }),
      disabled: true,
    },
    { type: 'divider' },
    { key: 'password', label: t('frame.header.changePassword') },
    { key: 'logout', label: t('frame.header.logout') },
  ];
  const onPick = (key: string) => {
    if (key === 'password') void navigate('/my_EMall?activeKey=6');
    if (key === 'logout') void logout();
  };
  return (
    <HeaderMenu items={items} onPick={onPick} buttonClassName="app-header__user">
      <UserOutlined aria-hidden /> <span>{user.staffPo.staffName}</span>
    </HeaderMenu>
  );
}
