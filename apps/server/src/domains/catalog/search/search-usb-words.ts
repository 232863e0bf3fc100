import type { ValueWords } from './search-value-words.types.js';

/**
 * The USB connector types as buyers type them (docs/search.md, "Parameter values"): 'USB-C', 'Type-C', 'USB
 * Type-C' and 'TYPEC' are one connector, which the catalog writes once, as its connector type ('Type-C'); so a
 * word of any spelling names that value, not the spelling typed (no description says 'USB-C 24P').
 */

const CONNECTOR_TYPE = { enUs: 'Connector type', zhCn: '接口类型', zhTw: '接口類型' };
const code = 'x.connector-type';

/** The spellings of a type: 'USB-C', 'USB C', 'Type-C', 'USB Type-C' … (compared by nameKey: case and marks go). */
function spellings(letter: string): string[] {
  return [`USB-${letter}`, `USB ${letter}`, `Type-${letter}`, `Type ${letter}`, `USB Type-${letter}`];
}

export const USB_CONNECTOR_WORDS: readonly ValueWords[] = [
  {
    id: 'USBC',
    words: [...spellings('C'), 'USB3.1 Type-C'],
    code,
    // The whole key: 'Type-A/Type-C' is a dual connector, 'T-Type Connector' no USB one.
    keys: /^(?:USB\d*)?TYPEC$|^USB\d*C$/u,
    name: { enUs: 'USB Type-C', zhCn: 'USB Type-C', zhTw: 'USB Type-C' },
    parameter: CONNECTOR_TYPE,
  },
  {
    id: 'USBA',
    words: spellings('A'),
    code,
    keys: /^(?:USB\d*)?TYPEA$|^USB\d*A$/u,
    name: { enUs: 'USB Type-A', zhCn: 'USB Type-A', zhTw: 'USB Type-A' },
    parameter: CONNECTOR_TYPE,
  },
  {
    id: 'USBB',
    words: spellings('B'),
    code,
    keys: /^(?:USB\d*)?TYPEB$|^USB\d*B$/u,
    name: { enUs: 'USB Type-B', zhCn: 'USB Type-B', zhTw: 'USB Type-B' },
    parameter: CONNECTOR_TYPE,
  },
  {
    id: 'MICROUSB',
    words: ['Micro-USB', 'Micro USB', 'Micro-B', 'Micro USB-B', 'USB Micro-B', 'USB Micro'],
    code,
    keys: /^(?:USB)?MICRO(?:USB)?(?:TYPE)?A?B$/u,
    name: { enUs: 'Micro-USB', zhCn: 'Micro-USB', zhTw: 'Micro-USB' },
    parameter: CONNECTOR_TYPE,
  },
  {
    id: 'MINIUSB',
    words: ['Mini-USB', 'Mini USB', 'Mini-B', 'Mini USB-B', 'USB Mini-B', 'USB Mini'],
    code,
    keys: /^(?:USB)?MINI(?:USB)?(?:TYPE)?A?B?$/u,
    name: { enUs: 'Mini-USB', zhCn: 'Mini-USB', zhTw: 'Mini-USB' },
    parameter: CONNECTOR_TYPE,
  },
];
