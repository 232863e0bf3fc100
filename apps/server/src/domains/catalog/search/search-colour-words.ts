import type { ValueWords } from './search-value-words.types.js';

/**
 * Colours as buyers type them, in Chinese and English ('LED 0603 红色'; docs/search.md, "Parameter values"): the
 * catalog writes a part's colour in English ('Red', 'Emerald Green', 'Warm White'), as the `color` parameter. A
 * word names the keys of that one colour: not a part of several colours ('Red/Green' is a bicolour LED, which
 * neither '红色' nor '绿色' asks for), nor a neighbouring one ('Yellow Green', 'Orange Red', 'Ice Blue').
 */

const code = 'color';

function colour(id: string, words: string, keys: RegExp, name: ValueWords['name']): ValueWords {
  return { id, words: words.split('|'), code, keys, name };
}

export const COLOUR_WORDS: readonly ValueWords[] = [
  colour('RED', '红色|紅色|红|紅|红光|紅光|red', /^(?:DEEP|BRIGHT|SUPER|HYPER)?RED$/u, {
    enUs: 'Red',
    zhCn: '红色',
    zhTw: '紅色',
  }),
  colour('GREEN', '绿色|綠色|绿|綠|绿光|綠光|翠绿|翠綠|green', /^(?:EMERALD|PURE|BRIGHT)?GREEN$|^EMERALD$/u, {
    enUs: 'Green',
    zhCn: '绿色',
    zhTw: '綠色',
  }),
  colour('BLUE', '蓝色|藍色|蓝|藍|蓝光|藍光|blue', /^BLUE$/u, { enUs: 'Blue', zhCn: '蓝色', zhTw: '藍色' }),
  colour('YELLOW', '黄色|黃色|黄光|黃光|yellow', /^YELLOW$/u, { enUs: 'Yellow', zhCn: '黄色', zhTw: '黃色' }),
  colour('WHITE', '白色|白光|white', /^(?:PURE)?WHITE$/u, { enUs: 'White', zhCn: '白色', zhTw: '白色' }),
  colour('WARMWHITE', '暖白|暖白色|暖白光|warm white', /^WARMWHITE$/u, {
    enUs: 'Warm white',
    zhCn: '暖白',
    zhTw: '暖白',
  }),
  colour('COLDWHITE', '冷白|冷白色|冷白光|cold white|cool white', /^CO(?:LD|OL)WHITE$/u, {
    enUs: 'Cold white',
    zhCn: '冷白',
    zhTw: '冷白',
  }),
  colour('ORANGE', '橙色|橙光|orange', /^ORANGE$/u, { enUs: 'Orange', zhCn: '橙色', zhTw: '橙色' }),
  colour('PURPLE', '紫色|紫光|purple|violet', /^(?:PURPLE|VIOLET)$/u, {
    enUs: 'Purple',
    zhCn: '紫色',
    zhTw: '紫色',
  }),
  colour('PINK', '粉色|粉红|粉紅|粉红色|粉紅色|pink', /^PINK$/u, {
    enUs: 'Pink',
    zhCn: '粉色',
    zhTw: '粉色',
  }),
  // Red, green and blue in one part is what '七彩' and 'RGB' ask for.
  colour('RGB', '七彩|全彩|幻彩|RGB', /^RGB$|^REDGREENBLUE(?:RGB)?$/u, {
    enUs: 'RGB',
    zhCn: '七彩',
    zhTw: '七彩',
  }),
];
