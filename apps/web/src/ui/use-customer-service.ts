import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../api/login-path';
import { useSessionStore } from '../api/session-store';
import { toaster } from '../api/toaster';

/** Only web links may be opened: a configured 'javascript:' link must never run. */
function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/**
 * Opens the online customer service (PAR_EMALL_000): the side bar, the footer and rows without a price. It needs a
 * logged-in user and a configured link: a visitor goes to login; a logged-in user without a
 * configured web link is told the service is not available (login would only send them back).
 */
export function useCustomerService(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const user = useSessionStore((s) => s.user);
  const supportLink = useSessionStore((s) => s.supportLink);
  return () => {
    if (!user) {
      void navigate(loginPath(pathname + search));
      return;
    }
    if (isWebLink(supportLink)) {
      window.open(supportLink, '_blank', 'noopener,noreferrer');
      return;
    }
    toaster.warning(t('common.onlineServiceUnavailable'));
  };
}
