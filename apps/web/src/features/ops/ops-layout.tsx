import { Alert, Button, Layout, Menu, Tag } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { OpsLangSelect } from './ops-lang-select';
import { OPS_PAGES } from './ops-pages';
import { opsLogout, useOpsSession } from './shared/api/ops-session';

/** The menu entry of a console path: the longest page path it starts with ('' is the dashboard). */
function selectedPage(pathname: string): string {
  const rest = pathname.replace(/^\/ops\/?/, '');
  const first = rest.split('/')[0] ?? '';
  return OPS_PAGES.some((p) => p.path === first) ? first : '';
}

/** The console frame: menu on the left, the operator and language on top, the screen in the middle. */
export function OpsLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const operator = useOpsSession((s) => s.operator);
  const selected = selectedPage(pathname);
  return (
    <Layout className="ops-layout">
      <Layout.Sider width={208} breakpoint="lg" collapsedWidth={64} className="ops-layout__sider">
        <div className="ops-layout__brand">{t('ops.title')}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selected || 'dashboard']}
          items={OPS_PAGES.map(({ path, labelKey, icon: Icon }) => ({
            key: path || 'dashboard',
            icon: <Icon />,
            label: t(labelKey),
          }))}
          onClick={({ key }) => void navigate(key === 'dashboard' ? '/ops' : `/ops/${key}`)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="ops-layout__header">
          <span className="ops-layout__shop">{t('ops.shopName')}</span>
          <div className="ops-layout__user">
            <OpsLangSelect />
            {operator && (
              <>
                <span data-testid="ops-operator">{operator.operatorName}</span>
                <Tag color={operator.role === 'OPERATOR' ? 'blue' : 'gold'}>
                  {t(`ops.role.${operator.role}`)}
                </Tag>
              </>
            )}
            <Button
              size="small"
              icon={<LogoutOutlined />}
              onClick={() => {
                void opsLogout().then(() => navigate('/ops/login', { replace: true }));
              }}
            >
              {t('ops.logout')}
            </Button>
          </div>
        </Layout.Header>
        <Layout.Content className="ops-layout__content">
          {operator?.role === 'AUDITOR' && (
            <Alert type="warning" showIcon className="ops-layout__readonly" title={t('ops.readOnly')} />
          )}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
