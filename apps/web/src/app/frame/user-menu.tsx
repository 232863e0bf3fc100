import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@emall/contract';
import { logout } from '../../api/session-loader';

/** The staff name; its menu shows the tenant and offers change-password and logout (SPEC §2). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    {
      key: 'tenant',
      label: t('frame.header.tenant', { tenantName: user.staffRole.tenantName }),
      disabled: true,
    },
    { type: 'divider' },
    { key: 'password', label: t('frame.header.changePassword') },
    { key: 'logout', label: t('frame.header.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') void navigate('/my_EMall?activeKey=6');
    if (key === 'logout') void logout();
  };
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight">
      <button type="button" className="app-header__user">
        <UserOutlined /> {user.staffPo.staffName} <DownOutlined className="app-header__caret" />
      </button>
    </Dropdown>
  );
}
