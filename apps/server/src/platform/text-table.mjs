// A text export read as a table: the separator (comma, semicolon, tab or pipe) chosen by which gives the most
// rows of one column count over the first records, with RFC 4180 quoting; else columns aligned under a header
// (EAGLE's "Partlist"), cut at the header's column starts. Answers the same as the spreadsheet reader: the
// non-empty rows as trimmed cell texts, at most so many rows, columns and characters a cell.
// Plain JavaScript on purpose, like text-decoding.mjs (types in text-table.d.mts).
import { decodeText } from './text-decoding.mjs';

export const SEPARATORS = [',', ';', '\t', '|'];

/** Records looked at to choose the separator or find a fixed-width header. */
const SAMPLE_RECORDS = 200;

/** A run of fixed-width text: words parted by single spaces ("16MHz 18pF"); two spaces or more end it. */
const COLUMN_GAP = /\S+(?: \S+)*/g;

/**
 * A fixed-width header names at least this many columns: two aligned runs are too common in prose and
 * lists.
 */
const MIN_FIXED_COLUMNS = 3;

const TAB_WIDTH = 8;

/**
 * The records of a text split by one separator, RFC 4180 style, one at a time: a field that starts with a
 * quote (spaces before it aside) runs to the closing quote, separators and line breaks included, a doubled
 * quote inside it being one quote; text after the closing quote is kept. A quote that no later quote closes
 * is an ordinary character (else one stray quote would swallow the rest of the file). Line breaks are CRLF,
 * LF or CR.
 */
export function* splitRecords(text, separator) {
  const lastQuote = text.lastIndexOf('"');
  let record = [];
  let cell = '';
  let atFieldStart = true;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (atFieldStart) {
      atFieldStart = false;
      let q = i;
      while (text[q] === ' ' && separator !== ' ') q += 1;
      if (text[q] === '"' && q < lastQuote) {
        i = readQuoted(q + 1);
        continue;
      }
    }
    if (c === separator) {
      record.push(cell);
      cell = '';
      atFieldStart = true;
      i += 1;
    } else if (c === '\r' || c === '\n') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      record.push(cell);
      yield record;
      record = [];
      cell = '';
      atFieldStart = true;
    } else {
      // Plain text up to the next separator or line break, in one slice.
      let end = i + 1;
      while (end < text.length && text[end] !== separator && text[end] !== '\r' && text[end] !== '\n')
        end += 1;
      cell += text.slice(i, end);
      i = end;
    }
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    yield record;
  }

  /** Appends a quoted field's text from `from` to the cell; answers the position after its closing quote. */
  function readQuoted(from) {
    let at = from;
    for (;;) {
      const close = text.indexOf('"', at);
      if (close < 0) {
        cell += text.slice(at);
        return text.length;
      }
      cell += text.slice(at, close);
      if (text[close + 1] !== '"') return close + 1;
      cell += '"';
      at = close + 2;
    }
  }
}

/** The first `count` records of a separator's split. */
function firstRecords(text, separator, count) {
  const records = [];
  for (const record of splitRecords(text, separator)) {
    records.push(record);
    if (records.length >= count) break;
  }
  return records;
}

function isBlank(record) {
  return record.every((cell) => cell.trim() === '');
}

/**
 * How well a separator makes a table of the sample: the most common column count of its non-blank records (at
 * least 2), and how many records have it. Preamble rows (a title, a URL) and summary rows may differ; the
 * table must still be most of the sample.
 */
function separatorScore(text, separator) {
  const records = firstRecords(text, separator, SAMPLE_RECORDS).filter((r) => !isBlank(r));
  const counts = new Map();
  for (const record of records) counts.set(record.length, (counts.get(record.length) ?? 0) + 1);
  let best = { columns: 0, rows: 0 };
  for (const [columns, rows] of counts) {
    if (columns < 2) continue;
    if (rows > best.rows || (rows === best.rows && columns > best.columns)) best = { columns, rows };
  }
  const isTable = best.rows >= 2 && best.rows * 2 >= records.length;
  return isTable ? best : null;
}

/** The separator giving the most consistent table, or null when none gives one. */
export function chooseSeparator(text) {
  let chosen = null;
  let chosenScore = null;
  for (const separator of SEPARATORS) {
    const score = separatorScore(text, separator);
    if (!score) continue;
    const better =
      !chosenScore ||
      score.rows > chosenScore.rows ||
      (score.rows === chosenScore.rows && score.columns > chosenScore.columns);
    if (better) {
      chosen = separator;
      chosenScore = score;
    }
  }
  return chosen;
}

function expandTabs(line) {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const c of line) {
    if (c === '\t') out += ' '.repeat(TAB_WIDTH - (out.length % TAB_WIDTH));
    else out += c;
  }
  return out;
}

/** The start of each run of text in a line, runs being parted by two spaces or more. */
function runStarts(line) {
  return Array.from(line.matchAll(COLUMN_GAP), (match) => match.index);
}

/**
 * Whether a line sits in the columns starting at `starts`: nothing runs across a column start (the character
 * before each start is a space, or the line ends before it), and text stands in two columns at least.
 */
function isAligned(line, starts) {
  let filled = 0;
  for (let j = 0; j < starts.length; j += 1) {
    const start = starts[j];
    if (start >= line.length) break;
    if (j > 0 && line[start - 1] !== ' ') return false;
    const end = starts[j + 1] ?? line.length;
    if (line.slice(start, end).trim() !== '') filled += 1;
  }
  return filled >= 2;
}

/**
 * Fixed-width columns: the first line of the sample with at least MIN_FIXED_COLUMNS runs parted by two spaces
 * or more, under which most of the following non-blank lines (at least two) are aligned. Answers the header's
 * line number and its column starts, or null.
 */
export function findFixedWidthHeader(lines) {
  const sample = lines.slice(0, SAMPLE_RECORDS);
  for (let h = 0; h < sample.length; h += 1) {
    const starts = runStarts(sample[h]);
    if (starts.length < MIN_FIXED_COLUMNS) continue;
    const below = lines.slice(h + 1, h + 1 + SAMPLE_RECORDS).filter((line) => line.trim() !== '');
    const aligned = below.filter((line) => isAligned(line, starts)).length;
    if (aligned >= 2 && aligned * 5 >= below.length * 4) return { headerLine: h, starts };
  }
  return null;
}

/**
 * Lines of fixed-width text as records: above the header one cell each (titles), from it on cut at the
 * starts.
 */
function fixedWidthRecords(lines, { headerLine, starts }) {
  return lines.map((line, n) => {
    if (n < headerLine) return [line];
    return starts.map((start, j) => line.slice(start, starts[j + 1] ?? line.length));
  });
}

/**
 * The table of a text: records split by the chosen separator, or fixed-width columns, or null when the text
 * has neither (free sentences, a list).
 */
export function splitTable(text) {
  const separator = chooseSeparator(text);
  if (separator !== null) return { layout: separator, records: splitRecords(text, separator) };
  const lines = text.split(/\r\n|\r|\n/).map(expandTabs);
  const header = findFixedWidthHeader(lines);
  if (header) return { layout: 'fixed', records: fixedWidthRecords(lines, header) };
  return null;
}

/** A cell cut to `maxLength` UTF-16 units, never inside a surrogate pair. */
function cutCell(cell, maxLength) {
  if (cell.length <= maxLength) return cell;
  const cut = cell.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The bytes of a text export as the spreadsheet reader answers a sheet: {rows} of trimmed cell texts, blank
 * rows left out, at most `maxColumns` cells of at most `maxCellLength` characters; or {error} UNREADABLE (no
 * text), NO_TABLE, TOO_MANY_ROWS (more than `maxRows` non-empty rows).
 */
export function readTextTable(bytes, { maxRows, maxColumns, maxCellLength }) {
  const decoded = decodeText(bytes);
  if (!decoded) return { error: 'UNREADABLE' };
  const table = splitTable(decoded.text);
  if (!table) return { error: 'NO_TABLE' };
  const rows = [];
  for (const record of table.records) {
    const cells = record.slice(0, maxColumns).map((cell) => cutCell(cell.trim(), maxCellLength));
    if (cells.every((cell) => cell === '')) continue;
    if (rows.length >= maxRows) return { error: 'TOO_MANY_ROWS' };
    rows.push(cells);
  }
  return { rows };
}
