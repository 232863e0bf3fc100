import { describe, expect, it } from 'vitest';
import { describeFailure, isMaintenanceStatus, readFailure, STATUS_TEXT_KEYS } from './error-rules';

describe('readFailure', () => {
  it('reads our envelope: code, errcode, msg and fields', () => {
    const failure = readFailure(400, {
      success: false,
      code: 400,
      errcode: 'VALIDATION_FAILED',
      msg: '请求参数有误',
      fields: { staffCode: '必填', bad: 3 },
    });
    expect(failure).toEqual({
      status: 400,
      errcode: 'VALIDATION_FAILED',
      serverMsg: '请求参数有误',
      fields: { staffCode: '必填' },
    });
  });

  it("turns a message containing '&' into a 401 whose text is the part after '&'", () => {
    const failure = readFailure(200, { success: true, code: 200, msg: '401&请登录以获取更多信息' });
    expect(failure.status).toBe(401);
    expect(failure.serverMsg).toBe('请登录以获取更多信息');
  });

  it("applies the '&' rule to a 'message' field and to error statuses too", () => {
    const failure = readFailure(500, { message: 'SESSION_EXPIRED&Please log in again' });
    expect(failure).toMatchObject({ status: 401, serverMsg: 'Please log in again' });
  });

  it('falls back to the HTTP status when the body is not an envelope', () => {
    expect(readFailure(504, undefined)).toMatchObject({ status: 504, serverMsg: '', errcode: '' });
  });
});

describe('describeFailure', () => {
  it.each(Object.entries(STATUS_TEXT_KEYS))(
    'maps status %s without a server message to its text',
    (status, key) => {
      expect(describeFailure(readFailure(Number(status), undefined))).toEqual({
        status: Number(status),
        textKey: key,
      });
    },
  );

  it('covers exactly the statuses that have their own text', () => {
    expect(Object.keys(STATUS_TEXT_KEYS).map(Number)).toEqual([
      400, 403, 404, 406, 410, 422, 500, 502, 503, 504,
    ]);
  });

  it("prefers the server's message over the status text", () => {
    expect(describeFailure(readFailure(404, { msg: 'No such order' }))).toEqual({
      status: 404,
      textKey: undefined,
    });
  });

  it('gives an unknown status without a message code -1 and the unknown text', () => {
    expect(describeFailure(readFailure(418, undefined))).toEqual({ status: -1, textKey: 'error.unknown' });
  });

  it('keeps an unlisted status when the server explained it', () => {
    expect(describeFailure(readFailure(429, { msg: 'Too many attempts' }))).toEqual({
      status: 429,
      textKey: undefined,
    });
  });

  it('describes a bare 401 with the log-in text and keeps 426 for the maintenance page', () => {
    expect(describeFailure(readFailure(401, undefined))).toEqual({
      status: 401,
      textKey: 'error.loginRequired',
    });
    expect(describeFailure(readFailure(426, undefined)).status).toBe(426);
  });
});

describe('isMaintenanceStatus', () => {
  it('is true for 502 and 426 only', () => {
    expect([502, 426, 500, 503, 401].map(isMaintenanceStatus)).toEqual([true, true, false, false, false]);
  });
});
