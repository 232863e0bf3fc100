import { describe, expect, it } from 'vitest';
import { chooseSeparator, readTextTable, splitRecords } from './text-table.mjs';

const LIMITS = { maxRows: 100, maxColumns: 50, maxCellLength: 1000 };

function rowsOf(text: string, limits = LIMITS) {
  return readTextTable(Buffer.from(text), limits);
}

describe('choosing the separator', () => {
  it.each([
    [',', 'MPN,Qty,Ref\nLM358,2,U1\nNE555,1,U2\n', 'U1'],
    [';', 'MPN;Qty;Ref\nLM358;2;U1, U3\nNE555;1;U2\n', 'U1, U3'],
    ['\t', 'MPN\tQty\tRef\nLM358\t2\tU1,U3\nNE555\t1\tU2\n', 'U1,U3'],
    ['|', 'MPN|Qty|Ref\nLM358|2|U1\nNE555|1|U2\n', 'U1'],
  ])('finds %j', (separator, text, designators) => {
    expect(chooseSeparator(text)).toBe(separator);
    expect(rowsOf(text)).toEqual({
      rows: [
        ['MPN', 'Qty', 'Ref'],
        ['LM358', '2', designators],
        ['NE555', '1', 'U2'],
      ],
    });
  });

  it('goes by the column count most rows share, not by the first line', () => {
    // A title with commas above a tab-separated table whose cells hold commas too.
    const text = 'BOM, board A, rev 2\nRef\tMPN\tNote\nC1,C2\tGRM188\tx, y\nU1\tLM358\tz\nU2\tNE555\tw\n';
    expect(chooseSeparator(text)).toBe('\t');
    const read = rowsOf(text);
    expect('rows' in read && read.rows.slice(0, 3)).toEqual([
      ['BOM, board A, rev 2'],
      ['Ref', 'MPN', 'Note'],
      ['C1,C2', 'GRM188', 'x, y'],
    ]);
  });

  it('keeps preamble rows before the header as rows of their own', () => {
    const text =
      'Current Monitor,,\nBill of materials,,\n,,\nPart No.,Qty,Mfr. #\nA1,2,M22-7131042\nC1,1,ECA-1CM470B\n';
    expect(rowsOf(text)).toEqual({
      rows: [
        ['Current Monitor', '', ''],
        ['Bill of materials', '', ''],
        ['Part No.', 'Qty', 'Mfr. #'],
        ['A1', '2', 'M22-7131042'],
        ['C1', '1', 'ECA-1CM470B'],
      ],
    });
  });
});

describe('RFC 4180 quoting', () => {
  it('reads separators, doubled quotes and line breaks inside quotes, with CRLF, LF or CR rows', () => {
    const text = 'Ref,Value,Note\r\n"C1,C2","0.1""",x\r\n"R1","10k","two\nlines"\rU1, "LM358, SOIC" ,y\n';
    expect(rowsOf(text)).toEqual({
      rows: [
        ['Ref', 'Value', 'Note'],
        ['C1,C2', '0.1"', 'x'],
        ['R1', '10k', 'two\nlines'],
        ['U1', 'LM358, SOIC', 'y'],
      ],
    });
  });

  it('reads a quote inside a field, and a quote nothing closes, as ordinary characters', () => {
    expect([...splitRecords('a,12" cable,b\n', ',')]).toEqual([['a', '12" cable', 'b']]);
    expect([...splitRecords('a,"b,c\nd,e,f\n', ',')]).toEqual([
      ['a', '"b', 'c'],
      ['d', 'e', 'f'],
    ]);
  });
});

describe('fixed-width columns', () => {
  const PARTLIST = [
    'Partlist',
    '',
    'Exported from board.sch at 8/30/2018 4:15 PM',
    '',
    'Part     Value             Device             Package',
    '',
    'A1       XB24CZ7WIT-004    ULINK_XBEEOVALPADS XBEE_OVAL_PADS',
    'C1       47uF              CPOL-USE5-5        E5-5',
    'Y1       16MHz 18pF        RESONATOR          RESONATOR',
    '',
  ].join('\n');

  it('cuts the lines at the header’s column starts, even where a value fills its column', () => {
    expect(chooseSeparator(PARTLIST)).toBeNull();
    expect(rowsOf(PARTLIST)).toEqual({
      rows: [
        ['Partlist'],
        ['Exported from board.sch at 8/30/2018 4:15 PM'],
        ['Part', 'Value', 'Device', 'Package'],
        ['A1', 'XB24CZ7WIT-004', 'ULINK_XBEEOVALPADS', 'XBEE_OVAL_PADS'],
        ['C1', '47uF', 'CPOL-USE5-5', 'E5-5'],
        ['Y1', '16MHz 18pF', 'RESONATOR', 'RESONATOR'],
      ],
    });
  });

  it('finds no table in free sentences or a numbered list', () => {
    expect(rowsOf('You will need these screws.\nBuy them anywhere, they are cheap.\n')).toEqual({
      error: 'NO_TABLE',
    });
    expect(rowsOf('1.  M2*14 screw\n2.  M2*8 screw\n3.  M3 nut\n')).toEqual({ error: 'NO_TABLE' });
    expect(rowsOf('')).toEqual({ error: 'NO_TABLE' });
    expect(rowsOf('\r\n\r\n')).toEqual({ error: 'NO_TABLE' });
  });
});

describe('encodings', () => {
  it('reads a BOM saved by Western Windows (Windows-1252, semicolons) with its units intact', () => {
    const text = 'Bauteil;Wert;Toleranz;Temperatur\r\nC1;10µF;±10%;-40°C\r\nD1;LED Ø5mm;;\r\n';
    expect(readTextTable(Buffer.from(text, 'latin1'), LIMITS)).toEqual({
      rows: [
        ['Bauteil', 'Wert', 'Toleranz', 'Temperatur'],
        ['C1', '10µF', '±10%', '-40°C'],
        ['D1', 'LED Ø5mm', '', ''],
      ],
    });
  });
});

describe('limits', () => {
  it('cuts columns and long cells, and refuses more rows than allowed', () => {
    const wide = `${Array.from({ length: 60 }, (_, i) => `c${i}`).join(',')}\n${'x,'.repeat(59)}x\n`;
    const read = rowsOf(wide, { ...LIMITS, maxColumns: 50 });
    expect('rows' in read && read.rows.every((row) => row.length === 50)).toBe(true);
    expect(rowsOf(`a,b\n${'z'.repeat(30)},1\n`, { ...LIMITS, maxCellLength: 10 })).toEqual({
      rows: [
        ['a', 'b'],
        ['zzzzzzzzzz', '1'],
      ],
    });
    expect(rowsOf('a,b\n1,2\n3,4\n', { ...LIMITS, maxRows: 2 })).toEqual({ error: 'TOO_MANY_ROWS' });
  });

  it('answers UNREADABLE for bytes that are no text', () => {
    expect(readTextTable(Buffer.from([0x41, 0x81, 0x2c, 0x42]), LIMITS)).toEqual({ error: 'UNREADABLE' });
  });
});
