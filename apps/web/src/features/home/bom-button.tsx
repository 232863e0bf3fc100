import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginPath } from '../../api/login-path';
import { useSessionStore } from '../../api/session-store';
import { toaster } from '../../api/toaster';

const BOM_UPLOAD_PATH = '/bom_upload';

/** The BOM button: needs a user with userCode and userId, otherwise a warning and the login page. */
export function BomButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  return (
    <Button
      size="large"
      className="home-search__bom"
      icon={<UploadOutlined />}
      onClick={() => {
        if (user?.userCode && user.userId) {
          void navigate(BOM_UPLOAD_PATH);
          return;
        }
        toaster.warning(t('home.bom.loginRequired'));
        void navigate(loginPath(BOM_UPLOAD_PATH));
      }}
    >
      {t('home.bom.button')}
    </Button>
  );
}
