import { RequireLogin } from '../../ui/require-login';
import { MessageCentre } from './message-centre';
import './messages.css';

/** /message: the message centre, for logged-in users only. */
export function MessagePage() {
  return (
    <RequireLogin>
      <MessageCentre />
    </RequireLogin>
  );
}
