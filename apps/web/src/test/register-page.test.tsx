import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { contract, PASSWORD_RULE_TEXT } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { StubAnswer } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { RegisterPage } from '../features/register/register-page';
import { licenceProblem, registrationFieldError } from '../features/register/registration-rules';

const CAPTCHA = contract.account.getEmallValidPath;
const SUBMIT = contract.register.submitRegistration;
const en = (key: string) => textOf(key, 'en_US');

let captchaCount = 0;
function renderRegister(submitAnswer: () => StubAnswer<typeof SUBMIT> = () => ({ status: 500 })) {
  const sent = stubCalls([
    on(CAPTCHA, () => {
      captchaCount += 1;
      return { data: { captchaId: `c${captchaCount}`, path: `/captcha/c${captchaCount}.svg` } };
    }),
    on(SUBMIT, submitAnswer),
  ]);
  renderRoute([{ path: '/register', element: <RegisterPage /> }], '/register');
  return sent;
}

const field = (key: string) => screen.getByLabelText(en(key));
function type(key: string, value: string) {
  fireEvent.change(field(key), { target: { value } });
}

async function fillValidForm() {
  expect(await screen.findByRole('heading', { name: en('register.title') })).toBeTruthy();
  type('register.field.companyName', '厦门测试电子有限公司');
  type('register.field.creditCode', '91350100M000100Y43');
  type('register.field.contactName', '陈明');
  type('register.field.mobile', '13912345678');
  type('register.field.email', 'chen.ming@example.com');
  type('register.field.staffCode', 'xmtest01');
  type('register.field.password', 'Abcd1234');
  type('register.field.confirmPassword', 'Abcd1234');
  type('register.field.captcha', '7Xk2');
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, {
    target: { files: [new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })] },
  });
  expect(await screen.findByText('licence.pdf')).toBeTruthy();
}

const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: en('register.submit') }));
};

describe('/register', () => {
  beforeEach(async () => {
    captchaCount = 0;
    await switchLang('en_US');
    givenSession({ isRegistrationOpen: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a logged-in staff member home instead of showing the form', async () => {
    givenSession({ isRegistrationOpen: true, user: DEMO_USER });
    const sent = stubCalls([]);
    renderRoute(
      [
        { path: '/register', element: <RegisterPage /> },
        { path: '/', element: <p>home page</p> },
      ],
      '/register',
    );
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(bodiesTo(sent, CAPTCHA)).toHaveLength(0);
  });

  it('says registration is closed when PAR_EMALL_001 does not allow it, and shows no form', async () => {
    givenSession({ isRegistrationOpen: false });
    const sent = renderRegister();
    expect(await screen.findByText(en('register.closed.title'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: en('register.submit') })).toBeNull();
    expect(bodiesTo(sent, CAPTCHA)).toHaveLength(0);
  });

  it('shows the shared rules’ messages under the fields and sends nothing while they fail', async () => {
    const sent = renderRegister();
    expect(await screen.findByRole('heading', { name: en('register.title') })).toBeTruthy();
    type('register.field.companyName', '华');
    type('register.field.creditCode', '91350100M000100Y44');
    type('register.field.mobile', '12345');
    type('register.field.staffCode', 'xmtest01');
    type('register.field.password', 'xmtest01a');
    submit();
    expect(await screen.findByText('The company name must have 2 to 60 characters')).toBeTruthy();
    expect(await screen.findByText(en('register.rule.creditCodeInvalid'))).toBeTruthy();
    expect(await screen.findByText('please enter a correct phone number')).toBeTruthy();
    expect(await screen.findByText(en('register.rule.passwordHasStaffCode'))).toBeTruthy();
    expect(await screen.findByText(en('register.rule.contactNameRequired'))).toBeTruthy();
    expect(await screen.findByText(en('register.licence.required'))).toBeTruthy();
    expect(bodiesTo(sent, SUBMIT)).toHaveLength(0);
  });

  it('submits the form with the licence and tells the applicant what happens next', async () => {
    const nextSteps = 'We review your company details within 2 working days.';
    const sent = renderRegister(() => ({
      data: {
        applicationNo: 'RG20261122ABCDEF0123',
        status: 'PENDING',
        submittedAt: '2026-11-22T08:00:00.000Z',
        nextSteps,
      },
    }));
    await fillValidForm();
    submit();
    expect(await screen.findByText(en('register.done.title'))).toBeTruthy();
    expect(screen.getByText('RG20261122ABCDEF0123')).toBeTruthy();
    expect(screen.getByText(nextSteps)).toBeTruthy();
    expect(bodiesTo(sent, SUBMIT)).toEqual([
      {
        companyName: '厦门测试电子有限公司',
        creditCode: '91350100M000100Y43',
        contactName: '陈明',
        mobile: '13912345678',
        email: 'chen.ming@example.com',
        staffCode: 'xmtest01',
        password: 'Abcd1234',
        captchaId: 'c1',
        captchaCode: '7Xk2',
        file: 'licence.pdf',
      },
    ]);
  });

  it('puts a taken staff code under its field and fetches a new captcha', async () => {
    const msg = 'This staff code is taken, please choose another';
    const sent = renderRegister(() => ({ status: 409, errcode: 'REGISTRATION_STAFF_CODE_TAKEN', msg }));
    await fillValidForm();
    submit();
    expect(await screen.findByText(msg)).toBeTruthy();
    await waitFor(() => {
      expect(bodiesTo(sent, CAPTCHA)).toHaveLength(2);
    });
    expect((field('register.field.captcha') as HTMLInputElement).value).toBe('');
  });
});

describe('the shared registration rules in the form', () => {
  it.each<[Lang, string]>([
    ['zh_CN', '请输入正确的手机号码'],
    ['zh_TW', '請輸入正確的手機號碼'],
    ['en_US', 'please enter a correct phone number'],
  ])('speak %s', (lang, message) => {
    expect(registrationFieldError('mobile', '12345', lang)).toBe(message);
    expect(registrationFieldError('mobile', '13912345678', lang)).toBeUndefined();
    expect(registrationFieldError('password', 'short1', lang)).toBe(
      lang === 'en_US'
        ? PASSWORD_RULE_TEXT.enUs
        : lang === 'zh_TW'
          ? PASSWORD_RULE_TEXT.zhTw
          : PASSWORD_RULE_TEXT.zhCn,
    );
  });

  it('checks the licence’s name and size before sending', () => {
    const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
    expect(licenceProblem(undefined)).toBe('register.licence.required');
    expect(licenceProblem(file('licence.docx', 10))).toBe('register.licence.wrongKind');
    expect(licenceProblem(file('LICENCE.JPG', 10))).toBeUndefined();
    expect(licenceProblem(file('licence.png', 5 * 1024 * 1024))).toBeUndefined();
    expect(licenceProblem(file('licence.png', 5 * 1024 * 1024 + 1))).toBe('register.licence.tooLarge');
  });
});
