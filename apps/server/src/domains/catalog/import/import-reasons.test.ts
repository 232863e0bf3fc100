import { describe, expect, it } from 'vitest';
import { describeReason, describeRejection } from './import-reasons.js';

/** The import's English reasons for a bad parameters cell, written again in the operator's language. */
describe('the reasons of a bad parameters cell', () => {
  const notObject = `parameters: '["10uF"]' is not a JSON object of name → text`;
  const notText = `parameters: the value of 'Capacitance' is not a text`;

  it('blames the parameters column in the three languages', () => {
    expect(describeReason(notObject, 'zh_CN')).toEqual({
      column: 'parameters',
      text: '参数列“["10uF"]”不是“参数名 → 文本值”的 JSON 对象（如 {"Capacitance":"100nF"}）',
    });
    expect(describeReason(notObject, 'zh_TW').text).toBe(
      '參數欄「["10uF"]」不是「參數名 → 文字值」的 JSON 物件（如 {"Capacitance":"100nF"}）',
    );
    expect(describeReason(notObject, 'en_US').text).toBe(
      `parameters '["10uF"]' is not a JSON object of name → text (as {"Capacitance":"100nF"})`,
    );
    expect(describeReason(notText, 'zh_CN')).toEqual({
      column: 'parameters',
      text: '参数列中“Capacitance”的值不是文本（数值也须加引号，如 "25V"）',
    });
    expect(describeReason(notText, 'zh_TW').text).toBe(
      '參數欄中「Capacitance」的值不是文字（數值也須加引號，如 "25V"）',
    );
    expect(describeReason(notText, 'en_US').text).toBe(
      `parameters: the value of 'Capacitance' is not a text (numbers too are quoted, as "25V")`,
    );
  });

  it('keeps a clipped cell with quotes and line breaks as it was written', () => {
    const cell = `parameters: '{"a":\n"b"…' is not a JSON object of name → text`;
    expect(describeReason(cell, 'zh_CN').text).toContain('“{"a":\n"b"…”');
    expect(describeRejection({ line: 4, reasons: [notText, 'brand is missing'] }, 'zh_CN')).toEqual({
      line: 4,
      column: 'parameters',
      reason: '参数列中“Capacitance”的值不是文本（数值也须加引号，如 "25V"）；brand 不能为空',
    });
  });
});
