import { describe, expect, it } from 'vitest';
import { FEEDBACK_CONTENT_MIN } from '../constants.js';
import type { LocalizedText } from '../lang.js';
import { feedbackFormSchema } from './feedback-form.js';

const content = 'The search page should remember my last filter.';

/** The first issue of a field: its code and the LocalizedText it carries, if any. */
function firstIssue(input: unknown, field: string): { code: string; text?: LocalizedText } | undefined {
  const result = feedbackFormSchema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => i.path.join('.') === field);
  if (!issue) return undefined;
  const text = issue.code === 'custom' ? (issue.params?.text as LocalizedText | undefined) : undefined;
  return text ? { code: issue.code, text } : { code: issue.code };
}

describe('feedbackFormSchema', () => {
  it('accepts a complete form and trims its values', () => {
    const parsed = feedbackFormSchema.parse({
      tenantName: ' ACME Electronics ',
      tel: '13812345678',
      email: ' buyer@example.com ',
      content: `  ${content}  `,
    });
    expect(parsed).toEqual({
      tenantName: 'ACME Electronics',
      tel: '13812345678',
      email: 'buyer@example.com',
      content,
    });
  });

  it('accepts a form with only the content, and empty optional fields', () => {
    expect(feedbackFormSchema.safeParse({ content }).success).toBe(true);
    expect(feedbackFormSchema.safeParse({ tenantName: '', tel: '', email: '', content }).success).toBe(true);
  });

  it('refuses a company name over 60 characters with a length issue', () => {
    expect(firstIssue({ tenantName: 'x'.repeat(61), content }, 'tenantName')).toEqual({ code: 'too_big' });
    expect(feedbackFormSchema.safeParse({ tenantName: 'x'.repeat(60), content }).success).toBe(true);
  });

  it.each(['12812345678', '1381234567', '138123456789', '23812345678', '1381234567a', '+8613812345678'])(
    'refuses the phone number %s with the phone message',
    (tel) => {
      expect(firstIssue({ tel, content }, 'tel')).toEqual({
        code: 'custom',
        text: {
          zhCn: '请输入正确的手机号码',
          zhTw: '請輸入正確的手機號碼',
          enUs: 'please enter a correct phone number',
        },
      });
    },
  );

  it.each(['13012345678', '19999999999'])('accepts the mainland mobile number %s', (tel) => {
    expect(feedbackFormSchema.safeParse({ tel, content }).success).toBe(true);
  });

  it.each(['buyer', 'buyer@', '@example.com', 'buyer@example', 'a b@example.com'])(
    'refuses the e-mail %s with the e-mail message',
    (email) => {
      expect(firstIssue({ email, content }, 'email')?.text?.enUs).toBe('please enter a correct email format');
    },
  );

  it('refuses an e-mail over 60 characters', () => {
    const email = `${'a'.repeat(49)}@example.com`;
    expect(email.length).toBe(61);
    expect(firstIssue({ email, content }, 'email')).toEqual({ code: 'too_big' });
  });

  it.each(['', '   '])('refuses the content %j with the required message', (value) => {
    const issue = firstIssue({ content: value }, 'content');
    expect(issue?.text?.enUs).toBe('please leave your question or suggestion');
    expect(issue?.text?.zhCn).toBe('请留下您的问题或建议');
  });

  it('refuses content under 10 characters with the minimum-length message', () => {
    const issue = firstIssue({ content: 'too short' }, 'content');
    expect(issue?.text?.enUs).toBe(`fill in at least ${FEEDBACK_CONTENT_MIN} characters`);
    expect(issue?.text?.zhTw).toContain(String(FEEDBACK_CONTENT_MIN));
  });

  it('accepts content of exactly 10 and 200 characters and refuses 201', () => {
    expect(feedbackFormSchema.safeParse({ content: '问'.repeat(10) }).success).toBe(true);
    expect(feedbackFormSchema.safeParse({ content: 'x'.repeat(200) }).success).toBe(true);
    expect(firstIssue({ content: 'x'.repeat(201) }, 'content')).toEqual({ code: 'too_big' });
  });

  it('refuses a missing content', () => {
    expect(feedbackFormSchema.safeParse({}).success).toBe(false);
  });
});
