import { stringify } from 'csv-stringify/sync';
import { zonedTimestamps } from './zoned-time';

/** One column of an export: its heading and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * What a spreadsheet could read as a formula (OWASP, CSV Injection): = + - @, tab or carriage return (some
 * spreadsheets skip those first), and the full-width = + - @ that Apple Numbers reads as them, at the start
 * of the cell or of any line in it, since an importer that splits lines makes each one a cell.
 */
const FORMULA_START = /(?:^|[\r\n])[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Such a text is shown as text: a leading apostrophe, and the cell quoted. */
function inertText(text: string): string | { value: string; quoted: true } {
  return FORMULA_START.test(text) ? { value: `'${text}`, quoted: true } : text;
}

/**
 * RFC 4180 with CRLF between records and a byte-order mark, so spreadsheet apps read the names' accents as
 * UTF-8. A cell holding a quote, a comma, a semicolon, a tab or any line break is quoted, so it stays one
 * cell whichever separator the reader assumes. Times are written in the event's time zone with its offset.
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: readonly Row[], timeZone: string): string {
  return stringify(
    [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => column.value(row)))],
    {
      bom: true,
      record_delimiter: 'windows',
      // With a record delimiter set, csv-stringify quotes only that delimiter: a lone LF or CR would split the row.
      quote_record_delimiter: true,
      quoted_match: /[;\t]/,
      cast: { string: inertText, date: zonedTimestamps(timeZone), boolean: (value) => (value ? 'Yes' : 'No') },
    },
  );
}
