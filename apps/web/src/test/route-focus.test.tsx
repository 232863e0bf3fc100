import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, useNavigate } from 'react-router';
import { contract } from '@emall/contract';
import { PageFrame } from '../app/frame/page-frame';
import { followRouterLocation } from '../app/frame/route-progress';
import { on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute, renderRouter } from './render-route';
import { givenSession } from './session-fixture';

/** A page whose button takes the buyer elsewhere and disappears with it, as adding to the cart does. */
function CartButtonPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Results</h1>
      <button type="button" onClick={() => void navigate('/shopping_cart')}>
        Add to cart
      </button>
      <button type="button" onClick={() => void navigate('/search?page=2')}>
        Next page
      </button>
    </>
  );
}

/** A page that draws its heading once its data is in (here: a moment after it mounts). */
function LatePage() {
  const [hasData, setHasData] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setHasData(true);
    }, 20);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return hasData ? <h1>My shopping cart</h1> : <p>loading</p>;
}

/** A page that puts the focus in its own first field. */
function FormPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, []);
  return (
    <>
      <h1>Log in</h1>
      <input ref={field} aria-label="Account" />
    </>
  );
}

function renderPages(path: string) {
  return renderRoute(
    [
      {
        element: <PageFrame />,
        children: [
          { path: '/search', element: <CartButtonPage /> },
          { path: '/shopping_cart', element: <LatePage /> },
          { path: '/login', element: <FormPage /> },
          { path: '/message', element: <h1>Messages</h1> },
        ],
      },
    ],
    path,
  );
}

describe('the focus on a change of page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
    stubCalls([
      on(contract.catalog.qrySearchHints, () => ({ data: { partNumbers: [], categories: [], brands: [] } })),
    ]);
  });

  it('stays where the page opened: nothing moves it on the first page', () => {
    renderPages('/message');
    expect(document.activeElement).toBe(document.body);
  });

  it('goes to the new page’s heading when the control used disappears with its page', async () => {
    renderPages('/search');
    const button = screen.getByRole('button', { name: 'Add to cart' });
    button.focus();
    fireEvent.click(button);
    // The cart draws its heading after its data: the main landmark holds the focus until then.
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('main'));
    });
    const heading = await screen.findByRole('heading', { name: 'My shopping cart' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('goes to the heading from a link in the header', async () => {
    renderPages('/search');
    const messages = screen.getByRole('link', { name: new RegExp(textOf('frame.header.messages', 'en_US')) });
    messages.focus();
    fireEvent.click(messages);
    const heading = await screen.findByRole('heading', { name: 'Messages' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
  });

  it('keeps the focus a new page placed itself (a login form’s first field)', async () => {
    renderPages('/search');
    const login = screen.getByRole('link', { name: textOf('frame.header.login', 'en_US') });
    login.focus();
    fireEvent.click(login);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Account' }));
    });
  });

  it('leaves the focus alone when only the query changes (a filter, a page of results)', async () => {
    renderPages('/search');
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    await act(async () => {
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(next);
  });
});

describe('a page whose code is loading', () => {
  let release: () => void = () => undefined;
  let stopFollowing: () => void = () => undefined;

  beforeEach(async () => {
    await switchLang('zh_CN');
    givenSession({ user: null });
  });

  afterEach(() => {
    stopFollowing();
  });

  function SlowPage() {
    return <h1>Slow page</h1>;
  }

  function routerWithSlowPage(at = '/') {
    const code = new Promise<{ default: typeof SlowPage }>((resolve) => {
      release = () => {
        resolve({ default: SlowPage });
      };
    });
    const Slow = lazy(() => code);
    return createMemoryRouter(
      [
        {
          element: <PageFrame />,
          children: [
            {
              path: '/',
              element: (
                <>
                  <h1>Where the buyer was</h1>
                  <Link to="/slow">next</Link>
                </>
              ),
            },
            { path: '/slow', element: <Slow /> },
          ],
        },
      ],
      { initialEntries: [at] },
    );
  }

  it('keeps the page on screen with a thin bar over it until the next page is there', async () => {
    const router = routerWithSlowPage();
    stopFollowing = followRouterLocation(router);
    renderRouter(router);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'next' }));
    const bar = await screen.findByRole('progressbar', { name: textOf('frame.page.loading', 'zh_CN') });
    expect(bar.className).toBe('route-progress');
    expect(screen.getByRole('heading', { name: 'Where the buyer was' })).toBeTruthy();
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the bar, not a spinner, in the page’s room when nothing can stay on screen (the first page)', async () => {
    // Rendered at once, not in a transition (the first page; the API client's redirects too): the page's
    // Suspense fallback is all there is between the header and the footer.
    const router = routerWithSlowPage('/slow');
    stopFollowing = followRouterLocation(router);
    renderRouter(router);
    const bar = screen.getByRole('progressbar', { name: textOf('frame.page.loading', 'zh_CN') });
    expect(screen.getByRole('main').contains(bar)).toBe(true);
    expect(document.querySelector('.page-spinner')).toBeNull();
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
