import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { textOf, switchLang } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { PageFrame } from '../app/frame/page-frame';

function renderFrame() {
  return renderRoute([{ element: <PageFrame />, children: [{ path: '*', element: <p>page body</p> }] }], '/');
}

function userButton(): HTMLElement {
  return within(screen.getByRole('banner')).getByRole('button', { name: DEMO_USER.staffPo.staffName });
}

function languageButton(): HTMLElement {
  return within(screen.getByRole('banner')).getByRole('button', {
    name: `${textOf('frame.lang.zh_CN', 'zh_CN')} ${textOf('frame.header.language', 'zh_CN')}`,
  });
}

/** The menu that is open now (antd keeps a closed one in the page, hidden). */
async function openMenu(): Promise<HTMLElement> {
  return screen.findByRole('menu');
}

async function expectFocusInMenu(menu: HTMLElement) {
  await waitFor(() => {
    expect(menu.contains(document.activeElement)).toBe(true);
  });
}

describe('header menus on the keyboard', () => {
  beforeEach(async () => {
    await switchLang('zh_CN');
    givenSession({ user: DEMO_USER, isRegistrationOpen: true });
  });

  it.each(['Enter', ' ', 'ArrowDown'])(
    'opens the staff menu with %j and moves the focus into it',
    async (key) => {
      renderFrame();
      const button = userButton();
      expect(button.getAttribute('aria-expanded')).toBe('false');
      fireEvent.keyDown(button, { key });
      const menu = await openMenu();
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(
        within(menu).getByRole('menuitem', { name: textOf('frame.header.changePassword', 'zh_CN') }),
      ).toBeTruthy();
      expect(
        within(menu).getByRole('menuitem', { name: textOf('frame.header.logout', 'zh_CN') }),
      ).toBeTruthy();
      await expectFocusInMenu(menu);
    },
  );

  it('opens the staff menu on a click', async () => {
    renderFrame();
    fireEvent.click(userButton());
    const menu = await openMenu();
    expect(within(menu).getByText(textOf('frame.header.logout', 'zh_CN'))).toBeTruthy();
  });

  it('focuses the first item that can be chosen, and the arrow keys move round the items', async () => {
    renderFrame();
    fireEvent.keyDown(userButton(), { key: 'ArrowDown' });
    const menu = await openMenu();
    const focused = () => document.activeElement?.textContent;
    const password = textOf('frame.header.changePassword', 'zh_CN');
    const logout = textOf('frame.header.logout', 'zh_CN');
    // The tenant line is information, not a choice: the focus starts below it.
    await waitFor(() => {
      expect(focused()).toBe(password);
    });
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'ArrowDown', keyCode: 40 });
    expect(focused()).toBe(logout);
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'ArrowDown', keyCode: 40 });
    expect(focused()).toBe(password);
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'ArrowUp', keyCode: 38 });
    expect(focused()).toBe(logout);
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'Home', keyCode: 36 });
    expect(focused()).toBe(password);
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    renderFrame();
    const button = userButton();
    fireEvent.keyDown(button, { key: 'Enter' });
    const menu = await openMenu();
    await expectFocusInMenu(menu);
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'Escape', keyCode: 27 });
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes the language menu on Escape with the focus back on the button', async () => {
    renderFrame();
    const button = languageButton();
    fireEvent.click(button);
    const menu = await openMenu();
    await expectFocusInMenu(menu);
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'Escape', keyCode: 27 });
    await waitFor(() => {
      expect(document.activeElement).toBe(button);
    });
  });

  it('names the language button by the language it shows, then what it does', async () => {
    renderFrame();
    const button = languageButton();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await openMenu();
    for (const name of ['简体中文', '繁體中文', 'English']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeTruthy();
    }
    await expectFocusInMenu(menu);
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'End', keyCode: 35 });
    expect(document.activeElement?.textContent).toBe('English');
    // Enter picks the focused language: the texts follow, the focus is back on the button.
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => {
      expect(
        within(screen.getByRole('banner')).getByText(textOf('frame.header.memberCentre', 'en_US')),
      ).toBeTruthy();
    });
    expect(document.activeElement?.className).toContain('app-header__lang');
  });
});
