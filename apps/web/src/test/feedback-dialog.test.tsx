import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { contract, FEEDBACK_THROTTLE_MS, FIELD_MESSAGES, fillText, LANGS, pickText } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { StubAnswer } from './api-stub';
import type { BoundFunctions, queries } from '@testing-library/react';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { PageFrame } from '../app/frame/page-frame';
import { feedbackFieldError } from '../features/feedback/feedback-field-rules';
import { useThrottledClick } from '../features/feedback/use-throttled-click';

type Scope = BoundFunctions<typeof queries>;

const TEN_CHARS = '问题问题问题问题问题';

const SUBMIT = contract.message.submitFeedback;

function renderFrameWithFeedback(answer: () => StubAnswer<typeof SUBMIT>) {
  const sent = stubCalls([on(SUBMIT, answer)]);
  renderRoute([{ element: <PageFrame />, children: [{ path: '*', element: <p>page body</p> }] }], '/');
  return sent;
}

async function openDialog(lang: Lang) {
  const sideBar = within(screen.getByRole('complementary'));
  const item = sideBar.getByText(textOf('frame.sidebar.feedback', lang)).closest('button');
  if (!item) throw new Error('no feedback item in the side bar');
  fireEvent.click(item);
  return within(await screen.findByRole('dialog'));
}

function field(dialog: Scope, key: string, lang: Lang) {
  return dialog.getByLabelText<HTMLInputElement>(textOf(key, lang));
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function clickSubmit(dialog: Scope, lang: Lang) {
  // antd spaces out two-character Chinese labels ('提 交').
  const label = textOf('feedback.submit', lang);
  fireEvent.click(dialog.getByRole('button', { name: (name: string) => name.replace(/\s/g, '') === label }));
}

/** Real time: the dialog's throttle ignores a second submit click within 1.5 s. */
async function waitOutThrottle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, FEEDBACK_THROTTLE_MS + 100)));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe.each(LANGS)('feedback dialog in %s', (lang: Lang) => {
  beforeEach(async () => {
    await switchLang(lang);
  });

  it('is prefilled from the session, with the company locked, and shows the rule messages in the language', async () => {
    givenSession({ user: DEMO_USER });
    const sent = renderFrameWithFeedback(() => ({ data: { feedbackId: '1', msg: 'ok' } }));
    const dialog = await openDialog(lang);
    const company = field(dialog, 'feedback.tenantName', lang);
    expect(company.value).toBe(DEMO_USER.staffRole.tenantName);
    expect(company.disabled).toBe(true);
    expect(field(dialog, 'feedback.tel', lang).value).toBe(DEMO_USER.staffPo.mobileNum);
    expect(field(dialog, 'feedback.email', lang).value).toBe(DEMO_USER.staffPo.email);

    type(field(dialog, 'feedback.tel', lang), '12800000000');
    type(field(dialog, 'feedback.email', lang), 'lilei@');
    clickSubmit(dialog, lang);
    expect(await dialog.findByText(textOf('rules.feedback.telInvalid', lang))).toBeTruthy();
    expect(await dialog.findByText(textOf('rules.feedback.emailInvalid', lang))).toBeTruthy();
    expect(await dialog.findByText(textOf('rules.feedback.contentRequired', lang))).toBeTruthy();
    expect(bodiesTo(sent, SUBMIT)).toEqual([]);
  });

  it('asks for at least 10 characters of content: 9 refused, 10 accepted', async () => {
    givenSession({ user: null });
    const sent = renderFrameWithFeedback(() => ({ data: { feedbackId: '1', msg: 'ok' } }));
    const dialog = await openDialog(lang);
    type(field(dialog, 'feedback.content', lang), TEN_CHARS.slice(1));
    clickSubmit(dialog, lang);
    expect(await dialog.findByText(textOf('rules.feedback.contentTooShort', lang))).toBeTruthy();
    expect(bodiesTo(sent, SUBMIT)).toEqual([]);

    type(field(dialog, 'feedback.content', lang), TEN_CHARS);
    await waitFor(() => {
      expect(dialog.queryByText(textOf('rules.feedback.contentTooShort', lang))).toBeNull();
    });
    await waitOutThrottle();
    clickSubmit(dialog, lang);
    await waitFor(() => {
      expect(bodiesTo(sent, SUBMIT)).toEqual([{ tenantName: '', tel: '', email: '', content: TEN_CHARS }]);
    });
  });
});

describe('feedback dialog submission', () => {
  beforeEach(async () => {
    await switchLang('en_US');
  });

  it('opens without prefill for a visitor, sends trimmed values, closes and shows the server message', async () => {
    givenSession({ user: null });
    const sent = renderFrameWithFeedback(() => ({
      data: { feedbackId: '9', msg: 'Thank you, your feedback has been submitted!' },
    }));
    const dialog = await openDialog('en_US');
    const company = field(dialog, 'feedback.tenantName', 'en_US');
    expect(company.value).toBe('');
    expect(company.disabled).toBe(false);
    type(company, ' Acme Ltd ');
    type(field(dialog, 'feedback.tel', 'en_US'), '13912345678');
    type(field(dialog, 'feedback.content', 'en_US'), `  ${TEN_CHARS}  `);
    clickSubmit(dialog, 'en_US');

    expect(await screen.findByText('Thank you, your feedback has been submitted!')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(bodiesTo(sent, SUBMIT)).toEqual([
      { tenantName: 'Acme Ltd', tel: '13912345678', email: '', content: TEN_CHARS },
    ]);
  });

  it('keeps the dialog open and shows the server error on failure', async () => {
    givenSession({ user: DEMO_USER });
    renderFrameWithFeedback(() => ({ status: 429, errcode: 'TOO_MANY_REQUESTS', msg: 'Too many feedbacks' }));
    const dialog = await openDialog('en_US');
    type(field(dialog, 'feedback.content', 'en_US'), TEN_CHARS);
    clickSubmit(dialog, 'en_US');
    expect(await screen.findByText('Too many feedbacks')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('ignores submit clicks within 1.5 s of the last accepted one', async () => {
    givenSession({ user: DEMO_USER });
    const sent = renderFrameWithFeedback(() => ({ status: 422, errcode: 'X', msg: 'Refused' }));
    const dialog = await openDialog('en_US');
    type(field(dialog, 'feedback.content', 'en_US'), TEN_CHARS);
    clickSubmit(dialog, 'en_US');
    clickSubmit(dialog, 'en_US');
    clickSubmit(dialog, 'en_US');
    await waitFor(() => {
      expect(bodiesTo(sent, SUBMIT)).toHaveLength(1);
    });
    await waitOutThrottle();
    clickSubmit(dialog, 'en_US');
    await waitFor(() => {
      expect(bodiesTo(sent, SUBMIT)).toHaveLength(2);
    });
  });
});

describe('throttled click', () => {
  it('runs the first click, ignores clicks until 1500 ms have passed, then runs again', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const action = vi.fn();
    const { result } = renderHook(() => useThrottledClick(action, FEEDBACK_THROTTLE_MS));
    result.current();
    vi.advanceTimersByTime(FEEDBACK_THROTTLE_MS - 1);
    result.current();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('feedback field rules at their limits', () => {
  it.each(LANGS)('accepts and refuses at each boundary, in %s', (lang) => {
    const tooLong = (n: number) => fillText(pickText(FIELD_MESSAGES.tooLong, lang), { n });
    expect(feedbackFieldError('tenantName', 'x'.repeat(60), lang)).toBeUndefined();
    expect(feedbackFieldError('tenantName', 'x'.repeat(61), lang)).toBe(tooLong(60));
    expect(feedbackFieldError('tel', '', lang)).toBeUndefined();
    expect(feedbackFieldError('tel', '13800000000', lang)).toBeUndefined();
    expect(feedbackFieldError('tel', '19900000000', lang)).toBeUndefined();
    expect(feedbackFieldError('tel', '1380000000', lang)).toBe(textOf('rules.feedback.telInvalid', lang));
    expect(feedbackFieldError('tel', '138000000001', lang)).toBe(textOf('rules.feedback.telInvalid', lang));
    expect(feedbackFieldError('tel', '12800000000', lang)).toBe(textOf('rules.feedback.telInvalid', lang));
    expect(feedbackFieldError('tel', '23800000000', lang)).toBe(textOf('rules.feedback.telInvalid', lang));
    expect(feedbackFieldError('email', '', lang)).toBeUndefined();
    const email60 = `${'x'.repeat(48)}@example.com`;
    expect(email60).toHaveLength(60);
    expect(feedbackFieldError('email', email60, lang)).toBeUndefined();
    expect(feedbackFieldError('email', `x${email60}`, lang)).toBe(tooLong(60));
    expect(feedbackFieldError('email', 'x@y', lang)).toBe(textOf('rules.feedback.emailInvalid', lang));
    expect(feedbackFieldError('content', '', lang)).toBe(textOf('rules.feedback.contentRequired', lang));
    expect(feedbackFieldError('content', '   ', lang)).toBe(textOf('rules.feedback.contentRequired', lang));
    expect(feedbackFieldError('content', 'x'.repeat(9), lang)).toBe(
      textOf('rules.feedback.contentTooShort', lang),
    );
    expect(feedbackFieldError('content', 'x'.repeat(10), lang)).toBeUndefined();
    expect(feedbackFieldError('content', 'x'.repeat(200), lang)).toBeUndefined();
    expect(feedbackFieldError('content', 'x'.repeat(201), lang)).toBe(tooLong(200));
  });
});
