import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_RULE_TEXT } from '@emall/contract';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { MemberCentrePage } from '../features/member/member-centre-page';

function renderMemberCentre(path: string) {
  return renderRoute(
    [
      { path: '/my_EMall', element: <MemberCentrePage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  );
}

describe('member centre', () => {
  beforeEach(async () => {
    await switchLang('en_US');
  });

  it('sends a logged-out visitor to login', async () => {
    givenSession({ user: null });
    renderMemberCentre('/my_EMall?activeKey=2');
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('opens my BOMs by default, with an empty list', async () => {
    givenSession({ user: DEMO_USER });
    renderMemberCentre('/my_EMall');
    expect(await screen.findByText(textOf('member.empty.bom', 'en_US'))).toBeTruthy();
  });

  it('opens change password for activeKey 6 and refuses a password against the rule', async () => {
    givenSession({ user: DEMO_USER });
    renderMemberCentre('/my_EMall?activeKey=6');
    const newPassword = await screen.findByLabelText(textOf('member.password.new', 'en_US'));
    fireEvent.change(newPassword, { target: { value: 'short' } });
    // The rule text shows as the hint and, once refused, as the error under the input.
    await waitFor(() => {
      expect(screen.getAllByText(PASSWORD_RULE_TEXT.enUs)).toHaveLength(2);
    });
  });

  it('refuses a confirmation that differs from the new password', async () => {
    givenSession({ user: DEMO_USER });
    renderMemberCentre('/my_EMall?activeKey=6');
    fireEvent.change(await screen.findByLabelText(textOf('member.password.new', 'en_US')), {
      target: { value: 'abc12345' },
    });
    fireEvent.change(screen.getByLabelText(textOf('member.password.confirm', 'en_US')), {
      target: { value: 'abc12346' },
    });
    expect(await screen.findByText(textOf('member.password.mismatch', 'en_US'))).toBeTruthy();
  });
});
