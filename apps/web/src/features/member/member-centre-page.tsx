import { RequireLogin } from '../../ui/require-login';
import { MemberCentre } from './member-centre';
import './member.css';

/** /my_EMall; needs a logged-in user. */
export function MemberCentrePage() {
  return (
    <RequireLogin>
      <MemberCentre />
    </RequireLogin>
  );
}
