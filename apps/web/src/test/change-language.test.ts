import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, XSRF_COOKIE, XSRF_HEADER } from '@emall/contract';
import { changeLanguage } from '../api/i18n';
import { on, requestsTo, stubCalls } from './api-stub';
import { switchLang } from './catalogue';

describe('changeLanguage', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    document.cookie = `${XSRF_COOKIE}=; max-age=0; path=/`;
    await switchLang('zh_CN');
  });

  it('stores the choice at the server with a POST carrying the anti-forgery token, never a GET', async () => {
    document.cookie = `${XSRF_COOKIE}=nonce.mac; path=/`;
    const sent = stubCalls([on(contract.account.changeLang, (body) => ({ data: { lang: body.lang } }))]);
    await changeLanguage('en_US');
    const posts = requestsTo(sent, contract.account.changeLang);
    expect(posts.map((r) => [r.method, r.body, r.headers[XSRF_HEADER]])).toEqual([
      ['POST', { lang: 'en_US' }, 'nonce.mac'],
    ]);
    expect(requestsTo(sent, contract.account.changeLangGet)).toEqual([]);
  });
});
