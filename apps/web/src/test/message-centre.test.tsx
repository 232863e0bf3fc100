import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract, MESSAGE_GROUPS, MESSAGE_PAGE_SIZE } from '@emall/contract';
import type { MessageRow } from '@emall/contract';
import { useLocation } from 'react-router';
import { useMessageListSignal } from '../api/message-list-signal';
import { useSessionStore } from '../api/session-store';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { messagePageFixture, messageRowFixture } from './message-fixtures';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { MessagePage } from '../features/messages/message-page';

const en = (key: string) => textOf(key, 'en_US');

/** A small message server: 16 messages (two pages), newest first, the first three unread. */
function stubMessageServer() {
  let rows: MessageRow[] = Array.from({ length: 16 }, (_, i) =>
    messageRowFixture({
      messageId: String(16 - i),
      title: `Message ${16 - i}`,
      group: i % 2 === 0 ? 'order' : 'sample',
      readFlag: i < 3 ? 'F' : 'T',
      link: i === 0 ? '/orderline/12' : null,
    }),
  );
  const unread = () => rows.filter((row) => row.readFlag === 'F').length;
  const sent = stubCalls([
    on(contract.message.qryMessageList4Page, (body) => {
      const pageNo = Number(body?.pageNo ?? 1);
      const pageSize = Number(body?.pageSize ?? MESSAGE_PAGE_SIZE);
      const group = body?.group;
      const mine = rows.filter((row) => !group || row.group === group);
      const page = mine.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return { data: messagePageFixture(page, unread(), { pageNo, total: mine.length }) };
    }),
    on(contract.message.qryMessage4Group, () => ({
      data: {
        unReadNum: unread(),
        groups: MESSAGE_GROUPS.map((group) => ({
          group,
          unReadNum: rows.filter((row) => row.group === group && row.readFlag === 'F').length,
        })),
      },
    })),
    on(contract.message.modifyMessage, (body) => {
      const { messageId, messageIds = [], status, allRead } = body;
      const ids = [...messageIds, ...(messageId ? [messageId] : [])].map(String);
      if (status === '00X') rows = rows.filter((row) => !ids.includes(row.messageId));
      else
        rows = rows.map((row) => (allRead || ids.includes(row.messageId) ? { ...row, readFlag: 'T' } : row));
      return { data: { modified: ids.length, unReadNum: unread() } };
    }),
  ]);
  return sent;
}

function Probe() {
  const { pathname, search } = useLocation();
  return (
    <p>
      at {pathname}
      {search}
    </p>
  );
}

function renderCentre() {
  renderRoute(
    [
      { path: '/message', element: <MessagePage /> },
      { path: '*', element: <Probe /> },
    ],
    '/message',
  );
}

function listBodies(sent: ReturnType<typeof stubMessageServer>) {
  return bodiesTo(sent, contract.message.qryMessageList4Page);
}

async function goToPage(n: number) {
  const item = await waitFor(() => {
    const found = document.querySelector(`.message-centre__pages .ant-pagination-item-${n}`);
    if (!found) throw new Error(`no page ${n} in the pagination`);
    return found;
  });
  fireEvent.click(item);
  expect(await screen.findByText(`Message ${n === 1 ? 16 : 1}`)).toBeTruthy();
}

describe('/message', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a visitor to the login page with the way back', async () => {
    givenSession({ user: null });
    stubMessageServer();
    renderCentre();
    expect(await screen.findByText('at /login?origin=%2Fmessage')).toBeTruthy();
  });

  it('lists 15 messages a page with status 00A and WebMail, newest first, and the unread counts by group', async () => {
    const sent = stubMessageServer();
    renderCentre();
    expect(await screen.findByText('Message 16')).toBeTruthy();
    expect(screen.queryByText('Message 1')).toBeNull();
    expect(listBodies(sent)[0]).toEqual({
      pageNo: 1,
      pageSize: MESSAGE_PAGE_SIZE,
      status: '00A',
      notifyType: 'WebMail',
    });
    const tabs = within(screen.getByRole('tablist'));
    await waitFor(() => {
      expect(tabs.getByLabelText(`${en('messageCentre.all')} 3 unread`)).toBeTruthy();
    });
    expect(tabs.getByLabelText(`${en('message.group.order')} 2 unread`)).toBeTruthy();
    expect(tabs.getByLabelText(`${en('message.group.sample')} 1 unread`)).toBeTruthy();
    expect(screen.getByText(en('messageCentre.total').replace('{n}', '16'))).toBeTruthy();
  });

  it('reads the group counts again when the live unread count changes', async () => {
    const sent = stubMessageServer();
    renderCentre();
    await screen.findByText('Message 16');
    await waitFor(() => {
      expect(bodiesTo(sent, contract.message.qryMessage4Group)).toHaveLength(1);
    });
    act(() => {
      useSessionStore.getState().setUnreadCount(9);
    });
    await waitFor(() => {
      expect(bodiesTo(sent, contract.message.qryMessage4Group)).toHaveLength(2);
    });
  });

  it('marks a message read when it is opened, and shows its text and link', async () => {
    const sent = stubMessageServer();
    renderCentre();
    fireEvent.click(await screen.findByText('Message 16'));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.message.modifyMessage)).toEqual([{ messageIds: ['16'] }]);
    });
    const link = await screen.findByRole('link', { name: en('messageCentre.open') });
    expect(link.getAttribute('href')).toBe('/orderline/12');
    await waitFor(() => {
      expect(
        within(screen.getByRole('tablist')).getByLabelText(`${en('messageCentre.all')} 2 unread`),
      ).toBeTruthy();
    });
    // Opening a message already read sends nothing.
    fireEvent.click(screen.getByText('Message 13'));
    expect(bodiesTo(sent, contract.message.modifyMessage)).toHaveLength(1);
  });

  it('marks every message of the chosen group read', async () => {
    const sent = stubMessageServer();
    renderCentre();
    fireEvent.click(await screen.findByText(en('message.group.sample')));
    await waitFor(() => {
      expect(listBodies(sent).at(-1)).toMatchObject({ pageNo: 1, group: 'sample' });
    });
    const markAll = await screen.findByRole('button', { name: en('messageCentre.markAllRead') });
    await waitFor(() => {
      expect(markAll.hasAttribute('disabled')).toBe(false);
    });
    fireEvent.click(markAll);
    await waitFor(() => {
      expect(bodiesTo(sent, contract.message.modifyMessage)).toEqual([{ allRead: true, group: 'sample' }]);
    });
    await waitFor(() => {
      expect(markAll.hasAttribute('disabled')).toBe(true);
    });
  });

  it('deletes with a status and reloads the current page, going back one when the page emptied', async () => {
    const sent = stubMessageServer();
    renderCentre();
    await screen.findByText('Message 16');
    await goToPage(2);
    fireEvent.click(screen.getByRole('button', { name: `${en('messageCentre.delete')} Message 1` }));
    fireEvent.click(await screen.findByRole('button', { name: en('messageCentre.yes') }));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.message.modifyMessage)).toEqual([{ messageId: '1', status: '00X' }]);
    });
    expect(await screen.findByText(en('messageCentre.deleted'))).toBeTruthy();
    // Page 2 is read again, found empty, and page 1 is shown.
    expect(await screen.findByText('Message 16')).toBeTruthy();
    const pages = listBodies(sent).map((body) => body?.pageNo);
    expect(pages.slice(-2)).toEqual([2, 1]);
  });

  it('goes back to page 1 and reloads when the new-message notice is clicked here', async () => {
    const sent = stubMessageServer();
    renderCentre();
    await screen.findByText('Message 16');
    await goToPage(2);
    const before = listBodies(sent).length;
    act(() => {
      useMessageListSignal.getState().requestPageOne();
    });
    expect(await screen.findByText('Message 16')).toBeTruthy();
    await waitFor(() => {
      expect(listBodies(sent).length).toBeGreaterThan(before);
    });
    expect(listBodies(sent).at(-1)?.pageNo).toBe(1);
  });
});
