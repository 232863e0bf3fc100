import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_TEXT } from './password.js';
import {
  COMPANY_NAME_MAX,
  CONTACT_NAME_MAX,
  isValidCompanyName,
  isValidContactName,
  isValidStaffCode,
  passwordContainsStaffCode,
  REGISTRATION_EMAIL_MAX,
  registrationFieldsSchema,
  registrationFormSchema,
} from './registration.js';

const valid = {
  companyName: '厦门测试电子有限公司',
  creditCode: '91350100M000100Y43',
  contactName: '陈明',
  mobile: '13912345678',
  email: 'chen.ming@example.com',
  staffCode: 'xmtest01',
  password: 'Abcd1234',
  captchaId: 'c1',
  captchaCode: '7Xk2',
};

/** The English message of a field's first issue, or undefined when the field passes. */
function messageOf(field: keyof typeof valid, value: string): string | undefined {
  const parsed = registrationFormSchema.safeParse({ ...valid, [field]: value });
  if (parsed.success) return undefined;
  return parsed.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('registration form rules', () => {
  it('accepts a complete form and normalises what it reads', () => {
    const parsed = registrationFormSchema.parse({
      ...valid,
      companyName: '  厦门测试电子   有限公司 ',
      creditCode: '91350100m000100y43',
      staffCode: ' xmtest01 ',
    });
    expect(parsed).toMatchObject({
      companyName: '厦门测试电子 有限公司',
      creditCode: '91350100M000100Y43',
      staffCode: 'xmtest01',
    });
  });

  it('bounds the company name at 2 and 60 characters', () => {
    expect(messageOf('companyName', '')).toBe('Please enter the company name');
    expect(messageOf('companyName', '华')).toBe('The company name must have 2 to 60 characters');
    expect(messageOf('companyName', '华芯')).toBeUndefined();
    expect(messageOf('companyName', '华'.repeat(COMPANY_NAME_MAX))).toBeUndefined();
    expect(messageOf('companyName', '华'.repeat(COMPANY_NAME_MAX + 1))).toBe(
      'The company name must have 2 to 60 characters',
    );
  });

  it('takes Chinese or Latin company names with the punctuation of registered names', () => {
    expect(isValidCompanyName('华芯智造（深圳）科技有限公司')).toBe(true);
    expect(isValidCompanyName('ACME Electronics (Shenzhen) Co., Ltd.')).toBe(true);
    expect(isValidCompanyName("O'Neil & Sons-Tech")).toBe(true);
    expect(isValidCompanyName('12345')).toBe(false);
    expect(isValidCompanyName('华芯<script>')).toBe(false);
    expect(isValidCompanyName('華芯@科技')).toBe(false);
    expect(messageOf('companyName', '123')).toMatch(/Chinese or Latin letters/);
  });

  it('checks the credit code by its check character', () => {
    expect(messageOf('creditCode', '')).toBe('Please enter the unified social credit code');
    expect(messageOf('creditCode', '91350100M000100Y44')).toMatch(/not valid/);
    expect(messageOf('creditCode', '91350100M000100Y43')).toBeUndefined();
  });

  it('bounds the contact name at 2 and 30 letters', () => {
    expect(isValidContactName('陈')).toBe(false);
    expect(isValidContactName('陈明')).toBe(true);
    expect(isValidContactName('阿依古丽·买买提')).toBe(true);
    expect(isValidContactName('Mary-Jane O.')).toBe(true);
    expect(isValidContactName('a'.repeat(CONTACT_NAME_MAX))).toBe(true);
    expect(isValidContactName('a'.repeat(CONTACT_NAME_MAX + 1))).toBe(false);
    expect(isValidContactName('陈明2')).toBe(false);
    expect(messageOf('contactName', '')).toBe("Please enter the contact person's name");
  });

  it('takes the mainland mobile rule of the feedback form', () => {
    expect(messageOf('mobile', '')).toBe('Please enter the mobile number');
    expect(messageOf('mobile', '13912345678')).toBeUndefined();
    expect(messageOf('mobile', '12912345678')).toBe('please enter a correct phone number');
    expect(messageOf('mobile', '1391234567')).toBe('please enter a correct phone number');
    expect(messageOf('mobile', '139123456789')).toBe('please enter a correct phone number');
  });

  it('checks the email format and its 60 characters', () => {
    expect(messageOf('email', '')).toBe('Please enter the email address');
    expect(messageOf('email', 'chen@')).toBe('please enter a correct email format');
    const at60 = `${'a'.repeat(REGISTRATION_EMAIL_MAX - 12)}@example.com`;
    expect(at60).toHaveLength(60);
    expect(messageOf('email', at60)).toBeUndefined();
    expect(messageOf('email', `a${at60}`)).toBe('The email address must have at most 60 characters');
  });

  it('takes staff codes of 4 to 32 characters starting with a letter', () => {
    expect(isValidStaffCode('abc')).toBe(false);
    expect(isValidStaffCode('abcd')).toBe(true);
    expect(isValidStaffCode(`a${'b'.repeat(31)}`)).toBe(true);
    expect(isValidStaffCode(`a${'b'.repeat(32)}`)).toBe(false);
    expect(isValidStaffCode('1abc')).toBe(false);
    expect(isValidStaffCode('li.na_02-x')).toBe(true);
    expect(isValidStaffCode('li na')).toBe(false);
    expect(isValidStaffCode('李娜abc')).toBe(false);
    expect(messageOf('staffCode', '')).toBe('Please choose a staff code');
  });

  it('applies the change-password strength rule and refuses a password holding the staff code', () => {
    expect(messageOf('password', '')).toBe('Please choose a password');
    expect(messageOf('password', 'Abc1234')).toBe(PASSWORD_RULE_TEXT.enUs);
    expect(messageOf('password', 'abcdefgh')).toBe(PASSWORD_RULE_TEXT.enUs);
    expect(messageOf('password', '12345678')).toBe(PASSWORD_RULE_TEXT.enUs);
    expect(messageOf('password', 'Abcd1234')).toBeUndefined();
    expect(messageOf('password', 'XMTEST01!x')).toBe('The password must not contain the staff code');
    expect(passwordContainsStaffCode('pw-xmtest01', 'XmTest01')).toBe(true);
    expect(passwordContainsStaffCode('Abcd1234', '')).toBe(false);
  });

  it('carries every message in three languages for the server and the form', () => {
    const parsed = registrationFieldsSchema.safeParse({ ...valid, companyName: '', mobile: '1' });
    expect(parsed.success).toBe(false);
    const texts = parsed.error?.issues.map((i) =>
      i.code === 'custom' ? (i.params?.text as { zhCn: string; zhTw: string }) : { zhCn: '', zhTw: '' },
    );
    expect(texts?.map((text) => text.zhCn)).toEqual(['请输入企业名称', '请输入正确的手机号码']);
    expect(texts?.every((text) => text.zhTw.length > 0)).toBe(true);
  });
});
