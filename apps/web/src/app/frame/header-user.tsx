import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../api/login-path';
import { useSessionStore } from '../../api/session-store';
import { UserMenu } from './user-menu';

/** Logged out: login (and register when open); logged in: the staff name with its menu. */
export function HeaderUser() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const isSessionLoaded = useSessionStore((s) => s.isSessionLoaded);
  const user = useSessionStore((s) => s.user);
  const isRegistrationOpen = useSessionStore((s) => s.isRegistrationOpen);

  // Until the session is known, showing "log in" to a logged-in user would only flicker.
  if (!isSessionLoaded) return null;
  if (user) return <UserMenu user={user} />;
  return (
    <span className="app-header__auth">
      <Link to={loginPath(pathname + search)} className="app-header__link app-header__link--strong">
        {t('frame.header.login')}
      </Link>
      {isRegistrationOpen && (
        <Link to="/register" className="app-header__link">
          {t('frame.header.register')}
        </Link>
      )}
    </span>
  );
}
