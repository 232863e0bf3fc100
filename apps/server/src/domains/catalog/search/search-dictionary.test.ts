import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db.js';
import { migrate } from '../../../platform/migrate.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { sql } from 'drizzle-orm';
import { brand, catalog } from '../core/catalog.tables.js';
import { nameKey, nameKeys } from '../core/catalog-naming.js';
import { valueKey } from '../parameters/param-keys.js';
import {
  buildSearchDictionary,
  forgetSearchDictionary,
  hintsFor,
  loadSearchDictionary,
  type DictionaryBrand,
  type DictionaryNode,
} from './search-dictionary.js';
import { readQuery } from './search-query.js';

/** The dictionary on real brand and category names (the demo seed's, the jlcparts catalog's). */

function brandRow(id: number, brandCode: string, names: [string, string, string], spellings: string[]) {
  const [nameEn, nameZhCn, nameZhTw] = names;
  const aliases = nameKeys([brandCode, nameEn, nameZhCn, nameZhTw, ...spellings]);
  return { id, brandCode, nameEn, nameZhCn, nameZhTw, aliases } satisfies DictionaryBrand;
}

function node(id: number, parentId: number | null, names: [string, string, string]): DictionaryNode {
  const [nameEn, nameZhCn, nameZhTw] = names;
  return { id, parentId, level: parentId === null ? 1 : 2, nameEn, nameZhCn, nameZhTw };
}

const BRANDS = [
  brandRow(1, 'TI', ['Texas Instruments', '德州仪器', '德州儀器'], ['TI']),
  brandRow(2, 'MURATA', ['Murata', '村田', '村田'], ['muRata', 'Murata Electronics', '村田制作所']),
  brandRow(3, 'MURATAPS', ['Murata Power Solutions', 'Murata Power Solutions', 'Murata Power Solutions'], []),
  brandRow(4, 'ROHM', ['ROHM Semiconductor', '罗姆', '羅姆'], ['ROHM(罗姆)']),
  brandRow(5, 'NEXPERIA', ['Nexperia', '安世半导体', '安世半導體'], []),
  brandRow(6, 'DIODES', ['Diodes Incorporated', '美台', '美台'], ['DIODES']),
];

const NODES = [
  node(1, null, ['Capacitors', '电容', '電容']),
  node(11, 1, ['Multilayer Ceramic Capacitors MLCC - SMD/SMT', '贴片电容(MLCC)', '貼片電容(MLCC)']),
  node(12, 1, ['Multilayer Ceramic Capacitors MLCC - Leaded', '直插瓷片电容', '直插瓷片電容']),
  node(2, null, ['Resistors', '电阻', '電阻']),
  node(21, 2, ['Chip Resistor - Surface Mount', '贴片电阻', '貼片電阻']),
  node(3, null, ['Power Management ICs', '电源管理芯片', '電源管理晶片']),
  node(31, 3, ['Linear Voltage Regulators (LDO)', '线性稳压器(LDO)', '線性穩壓器(LDO)']),
  node(32, 3, ['Low Dropout Regulators(LDO)', '低压差稳压器(LDO)', '低壓差穩壓器(LDO)']),
  node(4, null, ['Diodes', '二极管', '二極體']),
  node(41, 4, ['Zener Diodes', '稳压二极管', '齊納二極體']),
  // The same subcategory under two top categories.
  node(5, null, ['Filters', '滤波器', '濾波器']),
  node(51, 5, ['Switched Capacitor Filters', '开关电容滤波器', '開關電容濾波器']),
  node(52, 5, ['Ferrite Beads', '磁珠', '磁珠']),
  node(6, null, ['Inductors, Coils, Chokes', '电感/线圈/扼流圈', '電感/線圈/扼流圈']),
  node(61, 6, ['Ferrite Beads', '磁珠', '磁珠']),
  node(7, null, ['Triode/MOS Tube/Transistor', '三极管/MOS管/晶体管', '三極體/MOS管/電晶體']),
  node(71, 7, ['MOSFETs', '场效应管(MOSFET)', '場效電晶體(MOSFET)']),
  node(72, 7, ['Bipolar Transistors - BJT', '双极型晶体管(BJT)', '雙極型電晶體(BJT)']),
];

const dictionary = buildSearchDictionary(BRANDS, NODES);

describe('buildSearchDictionary', () => {
  it('knows a brand by its names in three languages, its code and aliases, in any case and punctuation', () => {
    for (const key of ['TEXASINSTRUMENTS', 'TI', '德州仪器', '德州儀器'])
      expect(dictionary.meanings.get(key)).toEqual({ kind: 'brand', brandIds: [1] });
    for (const key of ['MURATA', '村田', 'MURATAELECTRONICS', '村田制作所'])
      expect(dictionary.meanings.get(key)).toEqual({ kind: 'brand', brandIds: [2] });
    expect(dictionary.meanings.get('ROHM罗姆')).toEqual({ kind: 'brand', brandIds: [4] });
  });

  it('also knows a Chinese brand name without its company ending', () => {
    expect(dictionary.meanings.get('安世')).toEqual({ kind: 'brand', brandIds: [5] });
  });

  it('answers a node by each of its names, and an English name in the singular too', () => {
    expect(dictionary.meanings.get('贴片电阻')).toMatchObject({ kind: 'category', catalogIds: [21] });
    expect(dictionary.meanings.get('CHIPRESISTORSURFACEMOUNT')).toMatchObject({ catalogIds: [21] });
    expect(dictionary.meanings.get('FERRITEBEAD')).toEqual({
      kind: 'category',
      catalogIds: [52, 61],
      categoryKind: 'ferriteBead',
      kinds: ['ferriteBead'],
    });
  });

  it('reads curated words by what the English names say: every capacitor node, not a capacitor filter', () => {
    expect(dictionary.meanings.get('CAP')).toEqual({
      kind: 'category',
      catalogIds: [1, 11, 12],
      categoryKind: 'capacitor',
      kinds: ['capacitor'],
    });
    // '贴片' is surface mount: not the leaded MLCC.
    expect(dictionary.meanings.get('贴片电容')).toMatchObject({ catalogIds: [11] });
    expect(dictionary.meanings.get('LDO')).toEqual({ kind: 'category', catalogIds: [31, 32], kinds: [] });
  });

  it('names a top node only when each of its subcategories is meant: a top node stands for all of them', () => {
    expect(dictionary.meanings.get('MOSFET')).toMatchObject({ catalogIds: [71] });
    expect(dictionary.meanings.get('三极管')).toMatchObject({ catalogIds: [72] });
    expect(dictionary.meanings.get('TRANSISTOR')).toMatchObject({ catalogIds: [7, 71, 72] });
    // Its own name means the whole of it.
    expect(dictionary.meanings.get('TRIODEMOSTUBETRANSISTOR')).toMatchObject({ catalogIds: [7] });
  });

  it('puts a curated category word before a brand spelled the same', () => {
    expect(dictionary.meanings.get('DIODES')).toMatchObject({ kind: 'category', catalogIds: [4, 41] });
    expect(dictionary.meanings.get('DIODESINCORPORATED')).toEqual({ kind: 'brand', brandIds: [6] });
  });

  it('leaves out curated words that name no node of the catalog', () => {
    expect(dictionary.meanings.get('BUZZER')).toBeUndefined();
    expect(readQuery('buzzer', dictionary)).toEqual([{ kind: 'text', text: 'buzzer', key: 'BUZZER' }]);
  });

  it('names a parameter value by curated words, with every key of the catalog that says it', () => {
    const keys = ['P-Channel', '1 Piece P-Channel', '2 P-Channel', 'N-Channel', 'N-Channel + P-Channel']
      .map((text) => ({ catalogId: 71, code: 'type', key: valueKey(text), n: 1 }))
      .concat([
        { catalogId: 72, code: 'type', key: 'NPN', n: 1 },
        { catalogId: 11, code: 'mountingType', key: valueKey('Surface Mount, Right Angle'), n: 1 },
      ]);
    const withValues = buildSearchDictionary(BRANDS, NODES, keys);
    const pChannel = {
      kind: 'parameterValue',
      id: 'PCHANNEL',
      code: 'type',
      keys: ['1PIECEPCHANNEL', '2PCHANNEL', 'PCHANNEL'],
      // The nodes that have them, and their parents.
      catalogIds: [7, 71],
      excludes: [],
      includes: [],
    };
    for (const key of ['P沟道', 'P溝道', 'PCHANNEL', 'PMOS', 'PCH'])
      expect(withValues.meanings.get(key)).toEqual(pChannel);
    // A complementary pair is neither an N-channel nor a P-channel part.
    expect(withValues.meanings.get('N沟道')).toMatchObject({ keys: ['NCHANNEL'] });
    // '贴片' narrows a category to the nodes whose names say surface mount, or leaves out those that say leaded.
    expect(withValues.meanings.get('贴片')).toMatchObject({
      code: 'mountingType',
      keys: ['SURFACEMOUNTRIGHTANGLE'],
      excludes: [12],
      includes: [11, 21],
    });
    // 'NPN' is the NPN transistors, no longer every bipolar one; it is still offered as the category.
    expect(withValues.meanings.get('NPN')).toMatchObject({ kind: 'parameterValue', keys: ['NPN'] });
    expect(hintsFor(withValues, 'NPN', 5).catalogIds).toEqual([72]);
    // A word naming no value of the catalog is read as before.
    expect(withValues.meanings.get('PNP')).toMatchObject({ kind: 'category', catalogIds: [72] });
    expect(withValues.meanings.get('插件')).toBeUndefined();
    expect(dictionary.meanings.get('P沟道')).toBeUndefined();
    expect(readQuery('P沟道', dictionary)).toEqual([{ kind: 'text', text: 'P沟道', key: 'P沟道' }]);
    // The names of a parameter read the value beside them.
    expect(dictionary.meanings.get('间距')).toEqual({ kind: 'parameterName', code: 'pitch' });
  });

  it('knows which nodes count their parts in pins, and which in bits', () => {
    const nodes = [
      node(8, null, ['Connectors', '连接器', '連接器']),
      node(81, 8, ['Pin Headers', '排针', '排針']),
      node(82, 8, ['USB Connectors', 'USB连接器', 'USB連接器']),
      node(9, null, ['Hardware/Fasteners/Sealing', '五金', '五金']),
      node(91, 9, ['Hex Socket Cylindrical Head Screw', '内六角螺丝', '內六角螺絲']),
      node(10, null, ['Interface ICs', '接口芯片', '接口晶片']),
      node(101, 10, ['USB ICs', 'USB芯片', 'USB晶片']),
      node(11, null, ['Embedded Processors & Controllers', '嵌入式处理器', '嵌入式處理器']),
      node(111, 11, ['Microcontroller Units (MCUs/MPUs/SOCs)', '单片机', '單片機']),
      node(112, 11, ['Analog To Digital Converters (ADCs)', '模数转换', '模數轉換']),
      node(12, null, ['Capacitors', '电容', '電容']),
      node(121, 12, ['Aluminum Electrolytic Capacitors (Can - Screw Terminals)', '牛角电容', '牛角電容']),
    ];
    const built = buildSearchDictionary([], nodes);
    expect([...built.countedNodes].sort()).toEqual([8, 81, 82]);
    expect([...built.bitNodes].sort()).toEqual([11, 111, 112]);
  });

  it('tells the share of a category’s parts that keep a parameter, a top node standing for its subcategories', () => {
    const nodes = [
      { ...node(8, null, ['Connectors', '连接器', '連接器']), parts: 100 },
      { ...node(81, 8, ['Pin Headers', '排针', '排針']), parts: 60 },
      { ...node(82, 8, ['USB Connectors', 'USB连接器', 'USB連接器']), parts: 40 },
      node(9, null, ['Sensors', '传感器', '傳感器']),
    ];
    const keys = [
      { catalogId: 81, code: 'mountingType', key: 'THROUGHHOLE', n: 30 },
      { catalogId: 81, code: 'mountingType', key: 'SMD', n: 24 },
      { catalogId: 82, code: 'mountingType', key: 'SMD', n: 10 },
    ];
    const built = buildSearchDictionary([], nodes, keys);
    expect(built.keptShare('mountingType', [81])).toBeCloseTo(0.9);
    expect(built.keptShare('mountingType', [82])).toBeCloseTo(0.25);
    expect(built.keptShare('mountingType', [8])).toBeCloseTo(0.64);
    // The top node with one of its subcategories means that one.
    expect(built.keptShare('mountingType', [8, 82])).toBeCloseTo(0.25);
    expect(built.keptShare('type', [81])).toBe(0);
    // Parts not known: nothing tells it is not kept.
    expect(built.keptShare('type', [9])).toBe(1);
  });

  it('names USB connector types and colours by every spelling, as the catalog writes them once', () => {
    const nodes = [
      node(8, null, ['Connectors', '连接器', '連接器']),
      node(82, 8, ['USB Connectors', 'USB连接器', 'USB連接器']),
      node(4, null, ['Optoelectronics', '光电器件', '光電器件']),
      node(43, 4, ['Light Emitting Diodes (LED)', '发光二极管', '發光二極體']),
    ];
    const keys = [
      ...['TYPEC', 'TYPEA', 'MICROB', 'MICROAB', 'MINIB', 'TYPEATYPEC', 'TTYPECONNECTOR', 'MICROBTYPEC'].map(
        (key) => ({ catalogId: 82, code: 'x.connector-type', key, n: 1 }),
      ),
      ...['RED', 'DEEPRED', 'REDGREEN', 'ORANGERED', 'EMERALDGREEN', 'YELLOWGREEN', 'WARMWHITE', 'WHITE'].map(
        (key) => ({ catalogId: 43, code: 'color', key, n: 1 }),
      ),
    ];
    const built = buildSearchDictionary([], nodes, keys);
    // One type whichever way it is typed; a dual connector or a 'T-Type Connector' is none of them.
    for (const typed of ['USB-C', 'USB C', 'Type-C', 'TYPEC', 'USB Type-C'])
      expect(built.meanings.get(nameKey(typed))).toMatchObject({ code: 'x.connector-type', keys: ['TYPEC'] });
    for (const typed of ['Micro-USB', 'Micro USB', 'MicroUSB', 'Micro-B'])
      expect(built.meanings.get(nameKey(typed))).toMatchObject({ keys: ['MICROAB', 'MICROB'] });
    expect(built.meanings.get('MINIUSB')).toMatchObject({ keys: ['MINIB'] });
    expect(built.meanings.get('USBA')).toMatchObject({ keys: ['TYPEA'] });
    // A colour names that colour: not a bicolour part, nor a neighbouring colour.
    for (const typed of ['红色', '紅色', '红', 'red'])
      expect(built.meanings.get(nameKey(typed))).toMatchObject({ code: 'color', keys: ['DEEPRED', 'RED'] });
    expect(built.meanings.get('绿色')).toMatchObject({ keys: ['EMERALDGREEN'] });
    expect(built.meanings.get('白色')).toMatchObject({ keys: ['WHITE'] });
    expect(built.meanings.get('暖白')).toMatchObject({ keys: ['WARMWHITE'] });
    // No blue part: '蓝色' stays a plain word.
    expect(built.meanings.get('蓝色')).toBeUndefined();
  });

  it('names the holders and sockets of a category, so that no leftover character is required', () => {
    const nodes = [
      node(8, null, ['Connectors', '连接器', '連接器']),
      node(81, 8, ['Battery Connectors', 'Battery Connectors', 'Battery Connectors']),
      node(82, 8, ['IC Sockets', 'IC Sockets', 'IC Sockets']),
      node(9, null, ['Circuit Protection', '电路保护', '電路保護']),
      node(91, 9, ['Fuse Holders', 'Fuse Holders', 'Fuse Holders']),
      node(92, 9, ['Gas Discharge Tube (GDT)', 'Gas Discharge Tube (GDT)', 'Gas Discharge Tube (GDT)']),
      node(93, 9, ['Semiconductor Discharge Tubes (TSS)', 'TSS', 'TSS']),
    ];
    const built = buildSearchDictionary([], nodes);
    const read = (q: string) => readQuery(q, built);
    expect(read('CR2032 电池座')).toEqual([
      { kind: 'text', text: 'CR2032', key: 'CR2032' },
      { kind: 'category', text: '电池座', catalogIds: [81] },
    ]);
    expect(read('电池盒')).toEqual([{ kind: 'category', text: '电池盒', catalogIds: [81] }]);
    expect(read('IC座')).toEqual([{ kind: 'category', text: 'IC座', catalogIds: [82] }]);
    expect(read('保险丝座')).toEqual([{ kind: 'category', text: '保险丝座', catalogIds: [91] }]);
    expect(read('放电管')).toEqual([{ kind: 'category', text: '放电管', catalogIds: [92] }]);
  });

  it('names in Chinese the nodes the catalog names in English only: card holders, photoresistors, chokes', () => {
    const nodes = [
      node(8, null, ['Connectors', '连接器', '連接器']),
      node(81, 8, ['SIM Card Connectors', 'SIM卡座', 'SIM卡座']),
      node(82, 8, ['SD Card Connectors', 'SD Card Connectors', 'SD Card Connectors']),
      node(83, 8, ['Card Edge Connectors', '卡缘连接器', '卡緣連接器']),
      node(2, null, ['Resistors', '电阻', '電阻']),
      node(21, 2, ['Photoresistors', 'Photoresistors', 'Photoresistors']),
      node(22, 2, ['Chip Resistor - Surface Mount', '贴片电阻', '貼片電阻']),
      node(4, null, ['Filters', '滤波器', '濾波器']),
      node(41, 4, ['Common Mode Filters', '共模滤波器', '共模濾波器']),
    ];
    const built = buildSearchDictionary([], nodes);
    const read = (q: string) => readQuery(q, built);
    expect(read('卡座')).toEqual([{ kind: 'category', text: '卡座', catalogIds: [81, 82] }]);
    expect(read('micro SD')).toEqual([{ kind: 'category', text: 'micro SD', catalogIds: [82] }]);
    expect(read('光敏电阻')).toEqual([{ kind: 'category', text: '光敏电阻', catalogIds: [21] }]);
    expect(read('共模电感')).toEqual([{ kind: 'category', text: '共模电感', catalogIds: [41] }]);
  });

  it('builds an empty dictionary from nothing', () => {
    const empty = buildSearchDictionary([], []);
    expect(readQuery('TI 电容 100nF', empty).map((w) => w.kind)).toEqual(['text', 'text', 'value']);
    expect(hintsFor(empty, 'T', 5)).toEqual({ brandIds: [], catalogIds: [] });
  });
});

describe('hintsFor', () => {
  it('suggests categories and brands whose names start with the typed text, top level and short first', () => {
    // '电阻', '电容', '电源管理芯片', '电感…' and the curated '电阻', '电容' of the subcategories.
    expect(hintsFor(dictionary, '电', 10).catalogIds).toEqual([2, 1, 3, 6, 21, 12, 11]);
    expect(hintsFor(dictionary, 'cap', 2)).toEqual({ brandIds: [], catalogIds: [1, 12] });
    expect(hintsFor(dictionary, '村', 5)).toEqual({ brandIds: [2], catalogIds: [] });
    expect(hintsFor(dictionary, 'Mur', 5).brandIds).toEqual([2, 3]);
    expect(hintsFor(dictionary, 'LD', 5).catalogIds).toEqual([32, 31]);
  });

  it('puts a name equal to the text first', () => {
    expect(hintsFor(dictionary, 'ti', 5).brandIds).toEqual([1]);
    expect(hintsFor(dictionary, 'diodes', 5)).toEqual({ brandIds: [6], catalogIds: [4, 41] });
  });

  it('suggests nothing for empty text, punctuation or a zero limit', () => {
    expect(hintsFor(dictionary, '', 5)).toEqual({ brandIds: [], catalogIds: [] });
    expect(hintsFor(dictionary, ' %_ ', 5)).toEqual({ brandIds: [], catalogIds: [] });
    expect(hintsFor(dictionary, '电', 0)).toEqual({ brandIds: [], catalogIds: [] });
  });
});

describe('loadSearchDictionary', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await migrate(database);
  }, 120_000);
  afterAll(() => drop());

  it('reads the brand and catalog tables, and keeps what it read for a minute', async () => {
    const { db } = database;
    const [murata] = await db
      .insert(brand)
      .values({
        brandCode: 'MURATA',
        nameEn: 'Murata',
        nameZhCn: '村田',
        nameZhTw: '村田',
        aliases: nameKeys(['muRata', 'Murata Electronics']),
      })
      .returning({ id: brand.id });
    const [top] = await db
      .insert(catalog)
      .values({
        catalogCode: 'capacitors',
        level: 1,
        nameEn: 'Capacitors',
        nameZhCn: '电容',
        nameZhTw: '電容',
        idPath: '/',
      })
      .returning({ id: catalog.id });
    if (!murata || !top) throw new Error('rows not inserted');
    const [mlcc] = await db
      .insert(catalog)
      .values({
        parentId: top.id,
        catalogCode: 'capacitors/mlcc',
        level: 2,
        nameEn: 'Multilayer Ceramic Capacitors MLCC - SMD/SMT',
        nameZhCn: '贴片电容(MLCC)',
        nameZhTw: '貼片電容(MLCC)',
        idPath: `/${top.id}/`,
      })
      .returning({ id: catalog.id });
    if (!mlcc) throw new Error('rows not inserted');

    const now = Date.now();
    const loaded = await loadSearchDictionary(db, now);
    expect(readQuery('Murata Electronics 贴片电容 100nF', loaded)).toEqual([
      { kind: 'brand', text: 'Murata Electronics', brandIds: [murata.id] },
      { kind: 'category', text: '贴片电容', catalogIds: [mlcc.id], categoryKind: 'capacitor' },
      { kind: 'value', text: '100nF', alternatives: [{ unit: 'F', value: 1e-7 }] },
    ]);
    expect(hintsFor(loaded, '电', 5).catalogIds).toEqual([top.id, mlcc.id]);

    await db
      .insert(brand)
      .values({ brandCode: 'TI', nameEn: 'Texas Instruments', nameZhCn: '德州仪器', nameZhTw: '德州儀器' });
    expect(await loadSearchDictionary(db, now + 59_000)).toBe(loaded);
    const later = await loadSearchDictionary(db, now + 61_000);
    expect(later).not.toBe(loaded);
    expect(readQuery('德州仪器', later)).toMatchObject([{ kind: 'brand' }]);

    forgetSearchDictionary(db);
    expect(await loadSearchDictionary(db, now + 61_000)).not.toBe(later);
  });

  it('reads the keys the curated value words name from the filter tables', async () => {
    const { db } = database;
    const [mosfets] = await db
      .insert(catalog)
      .values({
        catalogCode: 'mosfets',
        level: 1,
        nameEn: 'MOSFETs',
        nameZhCn: 'MOS管',
        nameZhTw: 'MOS管',
        idPath: '/',
      })
      .returning({ id: catalog.id });
    if (!mosfets) throw new Error('rows not inserted');
    await db.execute(sql`insert into parameter (code, name_en, name_zh_cn, name_zh_tw) values ('type', 'Type', '类型', '類型')
                         on conflict (code) do nothing`);
    await db.execute(sql`insert into category_facet (catalog_id, parameter_id, value_key, value_text, n)
                         select ${mosfets.id}, pa.id, v.key, v.text, 1
                         from parameter pa, (values ('PCHANNEL', 'P-Channel'), ('2PCHANNEL', '2 P-Channel'),
                                                    ('NCHANNEL', 'N-Channel')) v(key, text)
                         where pa.code = 'type'`);
    forgetSearchDictionary(db);
    const loaded = await loadSearchDictionary(db);
    expect(readQuery('P沟道 MOSFET', loaded)).toEqual([
      { kind: 'parameter', text: 'P沟道', key: 'PCHANNEL', code: 'type', keys: ['2PCHANNEL', 'PCHANNEL'] },
      { kind: 'category', text: 'MOSFET', catalogIds: [mosfets.id] },
    ]);
  });
});
