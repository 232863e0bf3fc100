import type { Db } from '../../platform/db.js';
import { brand, catalog } from './catalog.tables.js';
import { chineseNamePart, nameKey } from './catalog-naming.js';
import type { ComponentKind } from './part-parameters.js';

/**
 * The words a search query is read against (docs/search.md): brands by every spelling, catalog nodes by
 * their names, and curated category words ('电容', 'MLCC', 'op amp') that name nodes by what their English
 * names say, so they work on any catalog. Built from the brand and catalog tables; search-query.ts reads.
 */

/** The component kind a category word tells, as product_parameter.kind writes it. */
export type CategoryKind = ComponentKind;

export interface DictionaryBrand {
  id: number;
  brandCode: string;
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
  /** nameKey()s of every spelling of the brand. */
  aliases: string[];
}

export interface DictionaryNode {
  id: number;
  parentId: number | null;
  level: number;
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
}

/**
 * What a phrase of a query names. A top node's id stands for its subcategories too. `categoryKind` is the
 * one kind the word tells ('电容'); `kinds` those of all its nodes ('晶振': crystal and oscillator), by which
 * bare values next to it are read.
 */
export type PhraseMeaning =
  | { kind: 'brand'; brandIds: number[] }
  | { kind: 'category'; catalogIds: number[]; categoryKind?: CategoryKind; kinds: CategoryKind[] };

/** One spelling for suggestions while typing: everything it names. */
interface HintRow {
  key: string;
  brandIds: readonly number[];
  catalogIds: readonly number[];
}

export interface SearchDictionary {
  /**
   * What each phrase means, by its key (nameKey: 'Texas Instruments' → 'TEXASINSTRUMENTS'). A curated
   * category word wins over a brand spelled the same ('Diodes'), a brand over a node's own name (the
   * subcategory 'MICROCHIP').
   */
  meanings: ReadonlyMap<string, PhraseMeaning>;
  /**
   * The keys of `meanings` with all each names, sorted by key (UTF-16 order), so the keys starting with a
   * text are one contiguous range: for hints, and for the reader to stop extending a phrase no key starts so.
   */
  hintRows: readonly HintRow[];
  /** Suggestions show short names first: each brand's and node's English name length, and a node's level. */
  brandNameLength: ReadonlyMap<number, number>;
  nodeOrder: ReadonlyMap<number, { level: number; nameLength: number }>;
}

/** Curated words that name categories; `names` picks the nodes by their English name. */
interface CategoryWords {
  /** What buyers type, in English and Chinese (simplified and traditional). */
  words: readonly string[];
  names: RegExp;
  /** Nodes whose name says `names` but are something else ('Switched Capacitor Filters'). */
  except?: RegExp | undefined;
  kind?: CategoryKind | undefined;
}

/** One curated entry: its words written 'a|b|c', one entry a line. */
function words(
  written: string,
  names: RegExp,
  options: { except?: RegExp; kind?: CategoryKind } = {},
): CategoryWords {
  return { words: written.split('|'), names, except: options.except, kind: options.kind };
}

/** The kind a node of several kinds' words is: the more specific first (a zener is a diode too). */
const KIND_PRECEDENCE: readonly CategoryKind[] = [
  'ferriteBead',
  'led',
  'zener',
  'oscillator',
  'crystal',
  'capacitor',
  'inductor',
  'resistor',
  'diode',
];

const CATEGORY_WORDS: readonly CategoryWords[] = [
  // Passives.
  words('capacitor|capacitors|cap|caps|电容|電容|电容器|電容器', /capacitor/i, {
    except: /switched capacitor/i,
    kind: 'capacitor',
  }),
  words('MLCC|贴片电容|貼片電容', /multilayer ceramic|\bMLCC\b/i, { except: /leaded/i, kind: 'capacitor' }),
  words('ceramic capacitor|ceramic capacitors|陶瓷电容|陶瓷電容|瓷片电容|瓷片電容', /ceramic.*capacitor/i, {
    kind: 'capacitor',
  }),
  words(
    'electrolytic|electrolytic capacitor|electrolytic capacitors|电解电容|電解電容|铝电解电容|鋁電解電容',
    /electrolytic|polymer aluminum/i,
    { kind: 'capacitor' },
  ),
  words('tantalum|tantalum capacitor|tantalum capacitors|钽电容|鉭電容', /tantalum/i, { kind: 'capacitor' }),
  words('film capacitor|film capacitors|薄膜电容|薄膜電容', /film capacitor/i, { kind: 'capacitor' }),
  words('resistor|resistors|res|电阻|電阻|电阻器|電阻器', /resistor|resistance/i, {
    except: /photoresistor|potentiometer|variable resistor/i,
    kind: 'resistor',
  }),
  words(
    'chip resistor|chip resistors|SMD resistor|SMD resistors|贴片电阻|貼片電阻',
    /chip resistor|resistors?\b.*surface mount|SMD resistor/i,
    { kind: 'resistor' },
  ),
  words('排阻|resistor array|resistor network', /resistor networks?/i, { kind: 'resistor' }),
  words('potentiometer|potentiometers|电位器|電位器|可调电阻|可調電阻', /potentiometer|variable resistor/i),
  words('thermistor|thermistors|热敏电阻|熱敏電阻', /thermistor/i),
  words('varistor|varistors|压敏电阻|壓敏電阻', /varistor/i),
  words('inductor|inductors|电感|電感|电感器|電感器', /inductor/i, {
    except: /accessor|\bcore\b/i,
    kind: 'inductor',
  }),
  words('power inductor|power inductors|功率电感|功率電感', /power inductor/i, { kind: 'inductor' }),
  words('ferrite bead|ferrite beads|bead|beads|磁珠', /ferrite bead|magnetic ?beads?/i, {
    kind: 'ferriteBead',
  }),
  words('transformer|transformers|变压器|變壓器', /transformer/i, { except: /driver/i }),
  // Crystals and oscillators.
  words('crystal|crystals|xtal|晶体|晶體|无源晶振|無源晶振|晶体谐振器|晶體諧振器', /crystal|resonator/i, {
    except: /oscillator|filter|liquid crystal/i,
    kind: 'crystal',
  }),
  // '晶振' is both, as the shops' top category: '无源晶振' the crystal, '有源晶振' the oscillator.
  words('晶振|晶振器', /crystal|resonator|oscillator/i, { except: /liquid crystal|filter|\bVCOs?\b|timer/i }),
  words(
    'oscillator|oscillators|crystal oscillator|crystal oscillators|振荡器|振盪器|有源晶振|晶体振荡器|晶體振盪器|TCXO|VCXO|OCXO',
    /oscillator|\b[TVO]CXOs?\b/i,
    { except: /resonator/i, kind: 'oscillator' },
  ),
  // Discretes.
  words('diode|diodes|二极管|二極管|二極體', /diode|rectifier/i, {
    except: /light emitting|laser|photo|display|controller|OLED/i,
    kind: 'diode',
  }),
  words(
    'zener|zener diode|zener diodes|稳压二极管|穩壓二極管|稳压管|穩壓管|齐纳二极管|齊納二極體',
    /zener/i,
    { kind: 'zener' },
  ),
  words(
    'schottky|schottky diode|schottky diodes|肖特基|肖特基二极管|蕭特基二極體',
    /schottky|barrier rectifier/i,
    { kind: 'diode' },
  ),
  words('TVS|TVS管|TVS二极管|瞬态抑制二极管', /\bTVS\b|transient voltage/i, { except: /fuse/i }),
  words('ESD|静电保护|靜電保護', /\bESD\b/i),
  words('LED|LEDs|发光二极管|發光二極體|灯珠|燈珠', /light emitting diode|\bLEDs?\b/i, {
    except: /driver|display|segment|dot matrix|protection|isolation|optocoupler|OLED/i,
    kind: 'led',
  }),
  words(
    'MOSFET|MOSFETs|MOS|MOS管|NMOS|PMOS|场效应管|場效應管|场效应晶体管|場效電晶體',
    /MOSFET|MOS tube|field.effect/i,
    { except: /junction/i },
  ),
  words(
    '三极管|三極管|三極體|BJT|BJTs|bipolar transistor|NPN|PNP',
    /bipolar|\bBJT\b|NPN|darlington|digital transistor|triode/i,
    { except: /array|driver/i },
  ),
  words('transistor|transistors|晶体管|晶體管|電晶體', /transistor|\bBJT\b|triode|MOSFET|\bJFET/i, {
    except: /opto|photo|socket|output|driver|IGBT/i,
  }),
  words('IGBT|IGBTs', /IGBT/i),
  words('thyristor|SCR|TRIAC|可控硅|晶闸管|閘流體', /thyristor|\bSCR\b|TRIAC/i, {
    except: /opto|surge|relay/i,
  }),
  // Power.
  words(
    'LDO|LDOs|LDO regulator|linear regulator|linear regulators|低压差|低壓差|线性稳压|線性穩壓|线性稳压器|線性穩壓器|低压差稳压器|低壓差穩壓器',
    /\bLDO\b|linear voltage regulator|low drop ?out/i,
  ),
  words(
    'DC-DC|DCDC|switching regulator|buck|boost|开关稳压|開關穩壓|开关稳压器|開關穩壓器|降压|降壓|升压|升壓',
    /DC[- /]?DC|switching regulator|switching controller/i,
    { except: /connector/i },
  ),
  words('voltage regulator|regulator|稳压器|穩壓器|稳压芯片|穩壓晶片', /regulator/i),
  words('voltage reference|电压基准|電壓參考|基准|基準', /voltage reference/i),
  words('PMIC|power management|电源芯片|電源晶片', /power management|PMIC/i),
  words('power module|power modules|电源模块|電源模組', /power modules?\b|power supply module/i),
  // Integrated circuits.
  words(
    'MCU|MCUs|microcontroller|microcontrollers|单片机|單片機|單晶片|微控制器',
    /microcontroller|\bMCUs?\b/i,
    { except: /supervisor/i },
  ),
  words(
    'op amp|op amps|opamp|opamps|operational amplifier|operational amplifiers|运放|運放|运算放大器|運算放大器',
    /op ?amps?\b|operational amplifier/i,
  ),
  words('comparator|comparators|比较器|比較器', /comparator/i),
  words('ADC|ADCs|模数转换|模數轉換', /\bADCs?\b|analog to digital/i),
  words('DAC|DACs|数模转换|數模轉換', /\bDACs?\b|digital to analog/i),
  words('RTC|实时时钟|即時時鐘', /real.time clock|\bRTC\b/i),
  words('memory|存储器|存儲器|記憶體|储存器', /memory|flash|EEPROM|\b[SD]?RAM\b|SDRAM|FRAM|eMMC|\bROM\b/i, {
    except: /connector|card/i,
  }),
  words('flash|nor flash|nand flash|闪存|閃存', /flash/i),
  words('EEPROM', /EEPROM/i),
  words('FPGA|CPLD', /FPGA|CPLD/i),
  words('gate driver|gate drivers|栅极驱动|閘極驅動', /gate driv/i),
  words('motor driver|motor drivers|电机驱动|馬達驅動', /motor driver/i),
  words('LED driver|LED drivers|LED驱动|LED驅動', /LED drivers?|lighting driver/i),
  words('RS485|RS-485|485芯片', /RS-?485/i),
  // Electromechanical and the rest.
  words('connector|connectors|连接器|連接器|接插件', /connector/i),
  words('terminal|terminals|terminal block|端子|接线端子|接線端子', /terminal/i, { except: /capacitor/i }),
  words('pin header|pin headers|header|headers|排针|排針', /pin header/i),
  words('female header|female headers|排母', /female header/i),
  words('fuse|fuses|保险丝|保險絲|熔断器|熔斷器', /\bfuses?\b|fuseholder/i, { except: /TVS/i }),
  words('resettable fuse|PPTC|自恢复保险丝|自恢復保險絲', /resettable/i),
  words('relay|relays|继电器|繼電器', /relay/i, { except: /driver|socket/i }),
  words('optocoupler|optocouplers|opto|optoisolator|光耦|光耦合器', /optocoupler|optoisolator/i),
  words('sensor|sensors|传感器|傳感器|感測器', /sensor|senors/i),
  words('temperature sensor|温度传感器|溫度感測器', /temperature sens/i),
  words('switch|switches|开关|開關', /\bswitch(?:es|s)?\b/i, {
    except: /analog|signal|ethernet|\bRF\b|distribution|hall|PMIC|USB|HUB/i,
  }),
  words(
    '按键|按鍵|tact switch|tactile switch|push button|pushbutton|轻触开关|輕觸開關',
    /\btact|push ?button|push switch|\bkey\b|keypad/i,
  ),
  words('battery|batteries|电池|電池', /batter(?:y|ies)/i, { except: /management|PMIC/i }),
  words('buzzer|buzzers|蜂鸣器|蜂鳴器', /buzzer/i),
  words('speaker|speakers|喇叭|扬声器|揚聲器', /speaker/i),
  words('microphone|microphones|麦克风|麥克風|咪头', /microphone/i),
  words('antenna|antennas|天线|天線', /antenna/i),
  words('WiFi|Wi-Fi|WiFi module', /wi-?fi/i),
  words('bluetooth|蓝牙|藍牙', /bluetooth/i),
  words('LCD|液晶|液晶屏', /\bLCD\b|liquid crystal/i),
  words('OLED', /OLED|organic light/i),
  words('数码管|數碼管|segment display|digital tube', /segment display|digital tube/i),
  words('heat sink|heatsink|散热片|散熱片|散热器|散熱器', /heat ?sink/i),
];

/** Company endings of Chinese brand names: '三星电机' is also written '三星', '安世半导体' '安世'. */
const CJK_COMPANY_ENDINGS =
  /(?:股份有限公司|有限责任公司|有限公司|集团|公司|半导体|半導體|微电子|微電子|电子|電子|科技|电机|電機|制作所|製作所)+$/u;

const HAN = /\p{Script=Han}/u;

function brandKeys(b: DictionaryBrand): Set<string> {
  const names = [b.brandCode, b.nameEn, b.nameZhCn, b.nameZhTw, chineseNamePart(b.nameEn) ?? ''];
  const keys = new Set([...names.map(nameKey), ...b.aliases.map(nameKey)]);
  for (const key of [...keys]) {
    if (!HAN.test(key)) continue;
    const short = key.replace(CJK_COMPANY_ENDINGS, '');
    if (short !== key) keys.add(short);
  }
  // One-letter keys would take single letters of part numbers and descriptions for brands.
  return new Set([...keys].filter((key) => key.length >= 2));
}

/** An English key in the singular: 'MOSFETS' → 'MOSFET', 'ANALOGSWITCHES' → 'ANALOGSWITCH', 'BATTERIES' → 'BATTERY'. */
function singular(key: string): string {
  if (/(?:CH|SH|X|SS)ES$/.test(key)) return key.slice(0, -2);
  if (/IES$/.test(key)) return `${key.slice(0, -3)}Y`;
  return /[^S]S$/.test(key) ? key.slice(0, -1) : key;
}

/** A node answers to each of its names, the English one in the singular too ('Varistor', 'analog switch'). */
function nodeKeys(node: DictionaryNode): Set<string> {
  const keys = new Set([node.nameEn, node.nameZhCn, node.nameZhTw].map(nameKey));
  const english = nameKey(node.nameEn);
  if (!HAN.test(english)) keys.add(singular(english));
  keys.delete('');
  return keys;
}

function addTo<T>(map: Map<string, Set<T>>, key: string, value: T): void {
  const set = map.get(key) ?? new Set<T>();
  set.add(value);
  map.set(key, set);
}

const sortedIds = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/** The one kind all of `kinds` agree on, or undefined. */
function commonKind(kinds: Iterable<CategoryKind | undefined>): CategoryKind | undefined {
  const distinct = new Set(kinds);
  const [only] = distinct;
  return distinct.size === 1 ? only : undefined;
}

interface Curated {
  ids: Set<number>;
  kinds: Set<CategoryKind | undefined>;
}

/**
 * The curated words by key with the nodes they name, and each node's kind (the most specific of the kinds
 * of the entries naming it: 'Zener Diodes' is a zener). Each entry tests each node's name once.
 */
function curatedWords(nodes: readonly DictionaryNode[]): {
  curated: Map<string, Curated>;
  nodeKind: Map<number, CategoryKind>;
} {
  const curated = new Map<string, Curated>();
  const nodeKinds = new Map<number, Set<CategoryKind>>();
  const childrenOf = new Map<number, number[]>();
  for (const n of nodes)
    if (n.parentId !== null) childrenOf.set(n.parentId, [...(childrenOf.get(n.parentId) ?? []), n.id]);
  for (const entry of CATEGORY_WORDS) {
    const matched = new Set(
      nodes.filter((n) => entry.names.test(n.nameEn) && !entry.except?.test(n.nameEn)).map((n) => n.id),
    );
    // A top node stands for all its subcategories: it is meant only when each of them is ('Capacitors'),
    // not when its name also says other things ('Triode/MOS Tube/Transistor' for 'MOSFET').
    const ids = [...matched].filter((id) => (childrenOf.get(id) ?? []).every((child) => matched.has(child)));
    // A word naming no node of this catalog stays a plain word (it still finds descriptions).
    if (ids.length === 0) continue;
    if (entry.kind) for (const id of ids) nodeKinds.set(id, (nodeKinds.get(id) ?? new Set()).add(entry.kind));
    for (const word of entry.words) {
      const key = nameKey(word);
      const held = curated.get(key) ?? { ids: new Set<number>(), kinds: new Set<CategoryKind | undefined>() };
      for (const id of ids) held.ids.add(id);
      held.kinds.add(entry.kind);
      curated.set(key, held);
    }
  }
  const nodeKind = new Map<number, CategoryKind>();
  for (const [id, kinds] of nodeKinds) {
    const kind = KIND_PRECEDENCE.find((k) => kinds.has(k));
    if (kind) nodeKind.set(id, kind);
  }
  return { curated, nodeKind };
}

function category(
  ids: Iterable<number>,
  kind: CategoryKind | undefined,
  nodeKind: ReadonlyMap<number, CategoryKind>,
): PhraseMeaning {
  const catalogIds = sortedIds(ids);
  const present = new Set(catalogIds.map((id) => nodeKind.get(id)));
  const kinds = KIND_PRECEDENCE.filter((k) => present.has(k));
  return kind
    ? { kind: 'category', catalogIds, categoryKind: kind, kinds }
    : { kind: 'category', catalogIds, kinds };
}

export function buildSearchDictionary(
  brands: readonly DictionaryBrand[],
  nodes: readonly DictionaryNode[],
): SearchDictionary {
  const brandsByKey = new Map<string, Set<number>>();
  for (const b of brands) for (const key of brandKeys(b)) addTo(brandsByKey, key, b.id);
  const nodesByKey = new Map<string, Set<number>>();
  for (const n of nodes) for (const key of nodeKeys(n)) addTo(nodesByKey, key, n.id);
  const { curated, nodeKind } = curatedWords(nodes);

  const meanings = new Map<string, PhraseMeaning>();
  const hintRows: HintRow[] = [];
  for (const key of new Set([...curated.keys(), ...brandsByKey.keys(), ...nodesByKey.keys()])) {
    const words = curated.get(key);
    const brandIds = brandsByKey.get(key);
    const named = nodesByKey.get(key) ?? new Set<number>();
    const catalogIds = new Set([...(words?.ids ?? []), ...named]);
    if (words) meanings.set(key, category(catalogIds, commonKind(words.kinds), nodeKind));
    else if (brandIds) meanings.set(key, { kind: 'brand', brandIds: sortedIds(brandIds) });
    else meanings.set(key, category(named, commonKind([...named].map((id) => nodeKind.get(id))), nodeKind));
    hintRows.push({ key, brandIds: sortedIds(brandIds ?? []), catalogIds: sortedIds(catalogIds) });
  }
  hintRows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  return {
    meanings,
    hintRows,
    brandNameLength: new Map(brands.map((b) => [b.id, Array.from(b.nameEn).length])),
    nodeOrder: new Map(nodes.map((n) => [n.id, { level: n.level, nameLength: Array.from(n.nameEn).length }])),
  };
}

/** The index of the first row whose key is not below `key`. */
function firstRowFrom(rows: readonly HintRow[], key: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((rows[middle]?.key ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether some phrase's key starts with `key` (or is it): a longer span of a query may still match. */
export function startsPhrase(dictionary: SearchDictionary, key: string): boolean {
  return dictionary.hintRows[firstRowFrom(dictionary.hintRows, key)]?.key.startsWith(key) ?? false;
}

/** Categories and brands whose names start with (or equal) the typed text, for suggestions while typing. */
export function hintsFor(
  dictionary: SearchDictionary,
  text: string,
  limit: number,
): { brandIds: number[]; catalogIds: number[] } {
  const prefix = nameKey(text);
  if (prefix === '' || limit <= 0) return { brandIds: [], catalogIds: [] };
  // Each id with whether a spelling equals the text: those come first.
  const brands = new Map<number, boolean>();
  const nodes = new Map<number, boolean>();
  for (let i = firstRowFrom(dictionary.hintRows, prefix); i < dictionary.hintRows.length; i += 1) {
    const row = dictionary.hintRows[i];
    if (!row?.key.startsWith(prefix)) break;
    const exact = row.key === prefix;
    for (const id of row.brandIds) brands.set(id, exact || (brands.get(id) ?? false));
    for (const id of row.catalogIds) nodes.set(id, exact || (nodes.get(id) ?? false));
  }
  const exactFirst = (map: Map<number, boolean>, a: number, b: number) =>
    Number(map.get(b)) - Number(map.get(a));
  const brandIds = [...brands.keys()].sort(
    (a, b) =>
      exactFirst(brands, a, b) ||
      (dictionary.brandNameLength.get(a) ?? 0) - (dictionary.brandNameLength.get(b) ?? 0) ||
      a - b,
  );
  const order = (id: number) => dictionary.nodeOrder.get(id) ?? { level: 0, nameLength: 0 };
  const catalogIds = [...nodes.keys()].sort(
    (a, b) =>
      exactFirst(nodes, a, b) ||
      order(a).level - order(b).level ||
      order(a).nameLength - order(b).nameLength ||
      a - b,
  );
  return { brandIds: brandIds.slice(0, limit), catalogIds: catalogIds.slice(0, limit) };
}

/** Brands and catalog nodes change only with an import or a console edit: a minute old is fresh enough. */
const DICTIONARY_TTL_MS = 60_000;

const cache = new WeakMap<Db, { at: number; dictionary: Promise<SearchDictionary> }>();

async function readSearchDictionary(db: Db): Promise<SearchDictionary> {
  const brands = await db
    .select({
      id: brand.id,
      brandCode: brand.brandCode,
      nameEn: brand.nameEn,
      nameZhCn: brand.nameZhCn,
      nameZhTw: brand.nameZhTw,
      aliases: brand.aliases,
    })
    .from(brand);
  const nodes = await db
    .select({
      id: catalog.id,
      parentId: catalog.parentId,
      level: catalog.level,
      nameEn: catalog.nameEn,
      nameZhCn: catalog.nameZhCn,
      nameZhTw: catalog.nameZhTw,
    })
    .from(catalog);
  return buildSearchDictionary(brands, nodes);
}

/** The dictionary of the brand and catalog tables, read at most once a minute per database. */
export function loadSearchDictionary(db: Db, now = Date.now()): Promise<SearchDictionary> {
  const held = cache.get(db);
  if (held && now - held.at < DICTIONARY_TTL_MS) return held.dictionary;
  const dictionary = readSearchDictionary(db);
  cache.set(db, { at: now, dictionary });
  // A failed read is not kept: the next search tries again.
  dictionary.catch(() => cache.delete(db));
  return dictionary;
}

/** Forgets the cached dictionary (after an import or a console edit changed brands or categories). */
export function forgetSearchDictionary(db: Db): void {
  cache.delete(db);
}
