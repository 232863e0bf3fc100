import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { useCustomerService } from '../ui/use-customer-service';

function ServiceButton() {
  const open = useCustomerService();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={open}>
        service
      </button>
      <p>
        at {location.pathname}
        {location.search}
      </p>
    </>
  );
}

function clickServiceOn(path: string) {
  renderRoute([{ path: '*', element: <ServiceButton /> }], path);
  fireEvent.click(screen.getByRole('button', { name: 'service' }));
}

describe('online service (PAR_EMALL_000)', () => {
  beforeEach(async () => {
    await switchLang('en_US');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the configured link in a new window for a logged-in user', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    givenSession({ user: DEMO_USER, supportLink: 'https://service.example/chat?shop=emall' });
    clickServiceOn('/search?key=stm32');
    expect(open).toHaveBeenCalledWith(
      'https://service.example/chat?shop=emall',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.getByText('at /search?key=stm32')).toBeTruthy();
  });

  it('goes to /login with the page as origin when nobody is logged in, even with a link', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    givenSession({ user: null, supportLink: 'https://service.example/chat' });
    clickServiceOn('/help_center?category=payment');
    expect(open).not.toHaveBeenCalled();
    expect(
      screen.getByText(`at /login?origin=${encodeURIComponent('/help_center?category=payment')}`),
    ).toBeTruthy();
  });

  it('tells a logged-in buyer the service is not available when no web link is configured, and stays', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const unavailable = textOf('common.onlineServiceUnavailable', 'en_US');
    givenSession({ user: DEMO_USER, supportLink: '' });
    clickServiceOn('/shopping_cart');
    expect(await screen.findByText(unavailable)).toBeTruthy();
    expect(screen.getByText('at /shopping_cart')).toBeTruthy();
    cleanup();
    givenSession({ user: DEMO_USER, supportLink: 'javascript:alert(1)' });
    clickServiceOn('/sample');
    expect(await screen.findByText(unavailable)).toBeTruthy();
    expect(screen.getByText('at /sample')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
