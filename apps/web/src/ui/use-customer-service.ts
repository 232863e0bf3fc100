import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../api/login-path';
import { useSessionStore } from '../api/session-store';

/** Only web links may be opened: a configured 'javascript:' link must never run. */
function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/**
 * Opens the online customer service (PAR_EMALL_000): the side bar, the footer and rows without a price. It needs a
 * logged-in user and a configured link (SPEC §2, §6); without either the user goes to login.
 */
export function useCustomerService(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const user = useSessionStore((s) => s.user);
  const supportLink = useSessionStore((s) => s.supportLink);
  return () => {
    if (user && isWebLink(supportLink)) {
      window.open(supportLink, '_blank', 'noopener,noreferrer');
      return;
    }
    void navigate(loginPath(pathname + search));
  };
}
