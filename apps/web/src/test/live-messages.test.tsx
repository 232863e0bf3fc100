import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import {
  NEW_MESSAGE_NOTICE_KEY,
  startLiveMessages,
  stopLiveMessages,
  updateUnreadCount,
} from '../api/live-messages';
import { toaster } from '../api/toaster';
import { useMessageListSignal } from '../api/message-list-signal';
import { setNavigator } from '../api/navigation';
import { useSessionStore } from '../api/session-store';
import { AppProviders, createQueryClient } from '../app/app-providers';
import { PageFrame } from '../app/frame/page-frame';
import { contract, ERROR_MESSAGE_SECONDS } from '@emall/contract';
import { on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { FakeWebSocket } from './fake-web-socket';
import { messagePageFixture } from './message-fixtures';
import { DEMO_USER, givenSession } from './session-fixture';

const NOTICE = textOf('messageCentre.newNotice', 'en_US');

function Probe() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function renderShop(path: string) {
  const router = createMemoryRouter(
    [{ element: <PageFrame />, children: [{ path: '*', element: <Probe /> }] }],
    { initialEntries: [path] },
  );
  setNavigator((to) => router.navigate(to));
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The notices on screen with the new-message text. */
function notices() {
  return screen.queryAllByText(NOTICE);
}

async function push(unReadNum: number, newMessage?: boolean) {
  await act(async () => {
    FakeWebSocket.last().serverSends({ type: 'unread', unReadNum, ...(newMessage ? { newMessage } : {}) });
    await Promise.resolve();
  });
}

describe('live messages', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    stubCalls([on(contract.message.qryMessageList4Page, () => ({ data: messagePageFixture([], 1) }))]);
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    stopLiveMessages();
    vi.unstubAllGlobals();
  });

  it('opens the socket on the shop origin, reads the unread count and shows it as a dot on Messages', async () => {
    renderShop('/');
    act(() => {
      startLiveMessages();
    });
    expect(FakeWebSocket.last().url).toBe(`ws://${window.location.host}/api/emall/ws`);
    await waitFor(() => {
      expect(useSessionStore.getState().unreadCount).toBe(1);
    });
    const link = screen.getByText(textOf('frame.header.messages', 'en_US')).closest('a');
    expect(link?.querySelector('.ant-badge-dot')).toBeTruthy();
  });

  it('warns once per rise, never for the first count or a fall, one notice at a time', async () => {
    renderShop('/');
    act(() => {
      startLiveMessages();
    });
    await waitFor(() => {
      expect(useSessionStore.getState().unreadCount).toBe(1);
    });
    FakeWebSocket.last().serverOpens();
    await push(1);
    await push(0);
    expect(notices()).toHaveLength(0);
    await push(1);
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    await push(2);
    await push(3);
    expect(useSessionStore.getState().unreadCount).toBe(3);
    expect(notices()).toHaveLength(1);
  });

  it('warns on every push of a new message, even when the count did not rise, one notice at a time', async () => {
    renderShop('/');
    act(() => {
      startLiveMessages();
    });
    await waitFor(() => {
      expect(useSessionStore.getState().unreadCount).toBe(1);
    });
    // A message arrived while another was read in another tab: the count stays 1.
    await push(1, true);
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    act(() => {
      toaster.dismiss(NEW_MESSAGE_NOTICE_KEY);
    });
    await waitFor(() => {
      expect(notices()).toHaveLength(0);
    });
    await push(1, true);
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    await push(1, true);
    await push(0, true);
    expect(notices()).toHaveLength(1);
    // A push of a read alone (no new message, the count not risen) shows nothing new.
    act(() => {
      toaster.dismiss(NEW_MESSAGE_NOTICE_KEY);
    });
    await waitFor(() => {
      expect(notices()).toHaveLength(0);
    });
    await push(0);
    expect(notices()).toHaveLength(0);
  });

  it('holds the notice while the answer to the buyer’s own step is on screen, then shows it', async () => {
    renderShop('/');
    act(() => {
      startLiveMessages();
    });
    await waitFor(() => {
      expect(useSessionStore.getState().unreadCount).toBe(1);
    });
    // A clock in the past: what this test leaves behind has gone by for the tests after it.
    vi.useFakeTimers({ now: new Date('2020-01-01T00:00:00Z'), shouldAdvanceTime: true });
    try {
      act(() => {
        toaster.success('payment-proof.pdf uploaded');
      });
      expect(await screen.findByText('payment-proof.pdf uploaded')).toBeTruthy();
      // The message telling of that upload arrives at once; one toast at a time would hide the answer.
      await push(2, true);
      expect(screen.getByText('payment-proof.pdf uploaded')).toBeTruthy();
      expect(notices()).toHaveLength(0);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ERROR_MESSAGE_SECONDS * 1000);
      });
      await waitFor(() => {
        expect(notices()).toHaveLength(1);
      });
    } finally {
      vi.useRealTimers();
      act(() => {
        toaster.dismiss(NEW_MESSAGE_NOTICE_KEY);
      });
    }
  });

  it('opens /message when the notice is clicked elsewhere, and asks for page 1 when already there', async () => {
    const router = renderShop('/shopping_cart');
    act(() => {
      startLiveMessages();
    });
    await waitFor(() => {
      expect(useSessionStore.getState().unreadCount).toBe(1);
    });
    await push(2);
    fireEvent.click(await screen.findByText(NOTICE));
    expect(await screen.findByText('at /message')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/message');

    // jsdom's location does not follow the memory router; the notice reads the browser's path.
    window.history.pushState({}, '', '/message');
    const before = useMessageListSignal.getState().pageOneRequests;
    await push(3);
    fireEvent.click(await screen.findByText(NOTICE));
    expect(useMessageListSignal.getState().pageOneRequests).toBe(before + 1);
    window.history.pushState({}, '', '/');
  });

  it('counts read on the page update the badge without a notice', async () => {
    renderShop('/');
    act(() => {
      startLiveMessages();
    });
    await waitFor(() => {
      expect(useSessionStore.getState().unreadCount).toBe(1);
    });
    act(() => {
      updateUnreadCount(4, 'read');
    });
    await push(4);
    expect(useSessionStore.getState().unreadCount).toBe(4);
    expect(notices()).toHaveLength(0);
  });

  it('closes the socket and clears the badge at logout, and reconnects after a server restart before that', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => {
        startLiveMessages();
      });
      const first = FakeWebSocket.last();
      first.serverOpens();
      first.serverCloses(1001);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(FakeWebSocket.opened).toHaveLength(2);
      const second = FakeWebSocket.last();
      second.serverOpens();
      await push(5);
      expect(useSessionStore.getState().unreadCount).toBe(5);

      act(() => {
        useSessionStore.getState().endSession();
      });
      expect(second.closedWith).toBe(1000);
      expect(useSessionStore.getState().unreadCount).toBe(0);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(120_000);
      });
      expect(FakeWebSocket.opened).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
