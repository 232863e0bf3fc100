import { useLocation, useNavigate } from 'react-router';

/** Cart, samples and enquiry reload the page when the user is already there, to show fresh data. */
export function useRouteJump(): (target: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (target) => {
    if (pathname === target) window.location.reload();
    else void navigate(target);
  };
}
