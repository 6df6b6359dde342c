import { stringify } from 'csv-stringify/sync';

/** One column of an export: its heading and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * What a spreadsheet would read as a formula (OWASP's list: = + - @, and tab or carriage return, which
 * some spreadsheets skip before looking for one). Such a cell gets a leading apostrophe, which shows it as
 * text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return neutraliseFormula(String(value));
}

/**
 * RFC 4180: CRLF between records, fields quoted when they hold a comma, a quote or a line break, quotes
 * doubled. With a byte-order mark, so spreadsheet apps read the names' accents as UTF-8.
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  return stringify(
    [columns.map((column) => column.header), ...rows.map((row) => columns.map((c) => cell(c.value(row))))],
    {
      bom: true,
      record_delimiter: 'windows',
    },
  );
}
