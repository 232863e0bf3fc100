import { describe, expect, it, beforeEach } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { LANGS, LANG_TAGS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { textOf, switchLang } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { PageFrame } from '../app/frame/page-frame';

function renderFrameAt(path: string) {
  return renderRoute(
    [{ element: <PageFrame />, children: [{ path: '*', element: <p>page body</p> }] }],
    path,
  );
}

describe.each(LANGS)('page frame in %s', (lang: Lang) => {
  beforeEach(async () => {
    await switchLang(lang);
    givenSession({ user: null, isRegistrationOpen: true });
  });

  it('shows the header links, login and register in the chosen language', () => {
    renderFrameAt('/');
    const header = within(screen.getByRole('banner'));
    expect(header.getByText(textOf('frame.header.memberCentre', lang))).toBeTruthy();
    expect(header.getByText(textOf('frame.header.cart', lang))).toBeTruthy();
    expect(header.getByText(textOf('frame.header.messages', lang))).toBeTruthy();
    expect(header.getByRole('link', { name: textOf('catalog.link.all', lang) }).getAttribute('href')).toBe(
      '/catalog',
    );
    expect(header.getByRole('link', { name: textOf('frame.header.login', lang) })).toBeTruthy();
    expect(header.getByRole('link', { name: textOf('frame.header.register', lang) })).toBeTruthy();
    expect(header.getByText(textOf(`frame.lang.${lang}`, lang))).toBeTruthy();
  });

  it('shows every side bar item in the chosen language with the cart badge at 0', () => {
    renderFrameAt('/');
    const sideBar = within(screen.getByRole('complementary'));
    for (const key of [
      'frame.sidebar.onlineService',
      'frame.sidebar.cart',
      'frame.sidebar.phone',
      'frame.sidebar.samples',
      'frame.sidebar.feedback',
      'frame.sidebar.enquiry',
      'frame.sidebar.backToTop',
    ]) {
      expect(sideBar.getByText(textOf(key, lang))).toBeTruthy();
    }
    // Feedback opens the feedback dialog (features/feedback) instead of writing an e-mail.
    const feedback = sideBar.getByText(textOf('frame.sidebar.feedback', lang)).closest('button');
    expect(feedback?.getAttribute('type')).toBe('button');
    expect(sideBar.getByText('0')).toBeTruthy();
  });

  it('shows the footer links to the static pages of the language, hotline, year and filing number', () => {
    renderFrameAt('/');
    const footer = within(screen.getByRole('contentinfo'));
    const about = footer.getByRole('link', { name: textOf('frame.footer.about', lang) });
    expect(about.getAttribute('href')).toBe(`/static/about.${LANG_TAGS[lang]}.html`);
    const privacy = footer.getByRole('link', { name: textOf('frame.footer.privacy', lang) });
    expect(privacy.getAttribute('href')).toBe(`/static/privacy.${LANG_TAGS[lang]}.html`);
    const terms = footer.getByRole('link', { name: textOf('frame.footer.terms', lang) });
    expect(terms.getAttribute('href')).toBe(`/static/terms.${LANG_TAGS[lang]}.html`);
    expect(footer.getByRole('link', { name: textOf('frame.footer.helpCenter', lang) })).toBeTruthy();
    expect(footer.getByText(new RegExp(textOf('frame.hotline.number', lang)))).toBeTruthy();
    expect(footer.getByText(new RegExp(`${new Date().getFullYear()}`))).toBeTruthy();
    expect(footer.getByText(textOf('frame.footer.filingNumber', lang))).toBeTruthy();
  });

  it('shows the four selling points except in English', () => {
    renderFrameAt('/');
    const footer = within(screen.getByRole('contentinfo'));
    for (const key of [
      'frame.footer.intro.range',
      'frame.footer.intro.delivery',
      'frame.footer.intro.genuine',
      'frame.footer.intro.price',
    ]) {
      const shown = footer.queryByText(textOf(key, lang));
      if (lang === 'en_US') expect(shown).toBeNull();
      else expect(shown).toBeTruthy();
    }
  });

  it('shows the staff name instead of login, and its menu holds tenant, change password and logout', async () => {
    givenSession({ user: DEMO_USER, isRegistrationOpen: true });
    renderFrameAt('/');
    const header = within(screen.getByRole('banner'));
    expect(header.queryByRole('link', { name: textOf('frame.header.login', lang) })).toBeNull();
    fireEvent.click(header.getByText(DEMO_USER.staffPo.staffName));
    const tenant = textOf('frame.header.tenant', lang).replace(
      '{tenantName}',
      DEMO_USER.staffRole.tenantName,
    );
    expect(await screen.findByText(tenant)).toBeTruthy();
    expect(screen.getByText(textOf('frame.header.changePassword', lang))).toBeTruthy();
    expect(screen.getByText(textOf('frame.header.logout', lang))).toBeTruthy();
  });
});

describe('page frame by route', () => {
  beforeEach(async () => {
    await switchLang('zh_CN');
    givenSession({ user: null, isRegistrationOpen: false });
  });

  it('shows Chinese texts, not keys, by default', () => {
    renderFrameAt('/');
    expect(screen.getByText('会员中心')).toBeTruthy();
    expect(screen.getByText('品类齐全')).toBeTruthy();
  });

  it('hides the home link on home and shows it elsewhere', () => {
    renderFrameAt('/');
    expect(screen.queryByText(textOf('frame.header.home', 'zh_CN'))).toBeNull();
    cleanupAndRender('/my_EMall');
    expect(screen.getByText(textOf('frame.header.home', 'zh_CN'))).toBeTruthy();
  });

  it('hides the register link while registration is closed', () => {
    renderFrameAt('/');
    expect(screen.queryByText(textOf('frame.header.register', 'zh_CN'))).toBeNull();
  });

  it('hides the footer on /login and /register', () => {
    renderFrameAt('/login');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    cleanupAndRender('/register');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('hides the header menu on /register but keeps the language choice', () => {
    renderFrameAt('/register');
    const header = within(screen.getByRole('banner'));
    expect(header.queryByText(textOf('frame.header.memberCentre', 'zh_CN'))).toBeNull();
    expect(header.queryByText(textOf('frame.header.login', 'zh_CN'))).toBeNull();
    expect(header.getByText(textOf('frame.lang.zh_CN', 'zh_CN'))).toBeTruthy();
  });

  it('folds the side bar away and back with its toggle', () => {
    renderFrameAt('/');
    const sideBar = screen.getByRole('complementary');
    fireEvent.click(within(sideBar).getByRole('button', { name: textOf('frame.sidebar.hide', 'zh_CN') }));
    expect(sideBar.className).toContain('side-bar--hidden');
    fireEvent.click(within(sideBar).getByRole('button', { name: textOf('frame.sidebar.show', 'zh_CN') }));
    expect(sideBar.className).not.toContain('side-bar--hidden');
  });
});

function cleanupAndRender(path: string) {
  cleanup();
  renderFrameAt(path);
}
