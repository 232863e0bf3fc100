import { RequireLogin } from '../../ui/require-login';
import { MemberCentre } from './member-centre';
import type { MemberTabContent } from './member-centre';
import './member.css';

/** /my_EMall; needs a logged-in user. Tabs owned by other features arrive as `tabContent` (see MemberCentre). */
export function MemberCentrePage({ tabContent }: { tabContent?: MemberTabContent }) {
  return (
    <RequireLogin>
      <MemberCentre tabContent={tabContent} />
    </RequireLogin>
  );
}
