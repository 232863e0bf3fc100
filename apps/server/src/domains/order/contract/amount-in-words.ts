import { roundHalfUp } from '@emall/contract';

/**
 * A CNY amount in Chinese capital numerals (大写金额), as contracts and invoices print it so that digits
 * cannot be altered: '1004.05' → 壹仟零肆元零伍分. Follows the People's Bank of China payment rules: '整'
 * after a whole yuan, one '零' for any run of zeros inside the number, none at its end.
 */
const NUMERALS = {
  zh_CN: {
    digits: '零壹贰叁肆伍陆柒捌玖',
    small: ['', '拾', '佰', '仟'],
    big: ['', '万', '亿', '万亿'],
    negative: '负',
  },
  zh_TW: {
    digits: '零壹貳參肆伍陸柒捌玖',
    small: ['', '拾', '佰', '仟'],
    big: ['', '萬', '億', '萬億'],
    negative: '負',
  },
} as const;

type Script = (typeof NUMERALS)[keyof typeof NUMERALS];

function digit(script: Script, n: number): string {
  return script.digits.charAt(n);
}

/** 1..9999 → 壹仟零肆 (no leading or trailing zero). */
function groupText(script: Script, group: number): string {
  let text = '';
  let zeroPending = false;
  for (let place = 3; place >= 0; place -= 1) {
    const d = Math.floor(group / 10 ** place) % 10;
    if (d === 0) {
      zeroPending = text !== '';
      continue;
    }
    if (zeroPending) text += digit(script, 0);
    zeroPending = false;
    text += digit(script, d) + (script.small[place] ?? '');
  }
  return text;
}

function integerText(script: Script, digits: string): string {
  const groups: number[] = [];
  for (let end = digits.length; end > 0; end -= 4)
    groups.unshift(Number(digits.slice(Math.max(0, end - 4), end)));
  let text = '';
  let zeroPending = false;
  groups.forEach((group, i) => {
    const section = groups.length - 1 - i;
    if (group === 0) {
      zeroPending = text !== '';
      return;
    }
    if (zeroPending || (text !== '' && group < 1000)) text += digit(script, 0);
    zeroPending = false;
    text += groupText(script, group) + (script.big[section] ?? '');
  });
  return text;
}

/** The amount (a decimal string, rounded half up to fen) in capital numerals; up to 9999万亿. */
export function amountInWords(amount: string, lang: 'zh_CN' | 'zh_TW' = 'zh_CN'): string {
  const script = NUMERALS[lang];
  const rounded = roundHalfUp(amount, 2);
  const negative = rounded.startsWith('-');
  const [intPart = '0', fraction = '00'] = rounded.replace('-', '').split('.');
  const integer = intPart.replace(/^0+(?=\d)/, '');
  if (integer.length > 16) throw new RangeError(`Amount too large for words: ${amount}`);
  const jiao = Number(fraction.charAt(0));
  const fen = Number(fraction.charAt(1));
  const yuan = integer === '0' ? '' : `${integerText(script, integer)}元`;
  let cents = '';
  if (jiao > 0) cents += `${digit(script, jiao)}角`;
  if (fen > 0) cents += `${jiao === 0 && yuan ? digit(script, 0) : ''}${digit(script, fen)}分`;
  if (!yuan && !cents) return `${digit(script, 0)}元整`;
  const words = yuan + (cents || '整');
  return negative ? script.negative + words : words;
}
