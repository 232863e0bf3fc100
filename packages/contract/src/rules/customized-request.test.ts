import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '../lang.js';
import { customizedRequestSchema, isValidMobile } from './customized-request.js';

const valid = {
  company: ' Shenzhen Bright Power Co., Ltd. ',
  contact: 'Li Wei',
  mobile: '138 1234 5678',
  email: 'li.wei@brightpower.cn',
  productCode: 'power-inductor',
  annualQty: '1,200,000',
  description: '4.7 µH, 12 A saturation current, 6.6 × 7 mm footprint, AEC-Q200 for a 48 V DC-DC.',
};

/** The first issue of a field: its code and the LocalizedText it carries, if any. */
function firstIssue(input: unknown, field: string): { code: string; text?: LocalizedText } | undefined {
  const result = customizedRequestSchema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => i.path.join('.') === field);
  if (!issue) return undefined;
  const text = issue.code === 'custom' ? (issue.params?.text as LocalizedText | undefined) : undefined;
  return text ? { code: issue.code, text } : { code: issue.code };
}

describe('customizedRequestSchema', () => {
  it('accepts a complete request, trims it and reads the yearly quantity as a number', () => {
    const parsed = customizedRequestSchema.parse(valid);
    expect(parsed.company).toBe('Shenzhen Bright Power Co., Ltd.');
    expect(parsed.annualQty).toBe(1_200_000);
    expect(parsed.productCode).toBe('power-inductor');
  });

  it('reads an empty product of interest as "other"', () => {
    expect(customizedRequestSchema.parse({ ...valid, productCode: '' }).productCode).toBeUndefined();
    expect(customizedRequestSchema.parse({ ...valid, productCode: undefined }).productCode).toBeUndefined();
  });

  it.each(['13812345678', '+8613812345678', '+44 7700 900123', '+1-415-555-0100'])(
    'accepts the mobile number %s',
    (mobile) => {
      expect(isValidMobile(mobile)).toBe(true);
      expect(customizedRequestSchema.safeParse({ ...valid, mobile }).success).toBe(true);
    },
  );

  it.each(['12812345678', '1381234567', '8613812345678', '+0123456789', 'call me', '+86'])(
    'refuses the mobile number %s with the mobile message in three languages',
    (mobile) => {
      const issue = firstIssue({ ...valid, mobile }, 'mobile');
      expect(issue?.code).toBe('custom');
      expect(issue?.text?.zhCn).toContain('手机号码');
      expect(issue?.text?.zhTw).toContain('手機號碼');
      expect(issue?.text?.enUs).toContain('mobile number');
    },
  );

  it('refuses a wrong e-mail with the e-mail message and a long one with a length issue', () => {
    expect(firstIssue({ ...valid, email: 'li.wei@' }, 'email')?.text?.enUs).toBe(
      'please enter a correct email format',
    );
    expect(firstIssue({ ...valid, email: `${'a'.repeat(49)}@example.com` }, 'email')).toEqual({
      code: 'too_big',
    });
  });

  it.each(['0', '-5', '1.5', '1000000000', 'many', ''])(
    'refuses the yearly quantity %j with the quantity message',
    (annualQty) => {
      expect(firstIssue({ ...valid, annualQty }, 'annualQty')?.text?.enUs).toBe(
        'please enter a whole number from 1 to 999,999,999',
      );
    },
  );

  it('accepts the yearly quantity as a number at both ends of its range', () => {
    expect(customizedRequestSchema.safeParse({ ...valid, annualQty: 1 }).success).toBe(true);
    expect(customizedRequestSchema.safeParse({ ...valid, annualQty: 999_999_999 }).success).toBe(true);
  });

  it('refuses a description under 10 characters with its message, and one over 1000', () => {
    expect(firstIssue({ ...valid, description: '4.7uH 12A' }, 'description')?.text?.zhTw).toBe(
      '請至少填寫10個字，說明您的需求',
    );
    expect(customizedRequestSchema.safeParse({ ...valid, description: '需'.repeat(10) }).success).toBe(true);
    expect(firstIssue({ ...valid, description: 'x'.repeat(1001) }, 'description')).toEqual({
      code: 'too_big',
    });
  });

  it.each(['company', 'contact', 'mobile', 'email', 'annualQty', 'description'])(
    'refuses a request without %s',
    (field) => {
      const input = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
      expect(firstIssue(input, field)).toBeDefined();
    },
  );

  it('refuses a request whose honeypot field is filled', () => {
    expect(firstIssue({ ...valid, website: 'http://spam.example' }, 'website')).toEqual({ code: 'too_big' });
    expect(customizedRequestSchema.safeParse({ ...valid, website: '' }).success).toBe(true);
  });
});
