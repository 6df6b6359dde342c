import { isEmail } from 'class-validator';
import { parse } from 'csv-parse/sync';
import { MAX_PARTY_SIZE } from '../invitation-party';

/** One line of a pasted invite list, read: who it names, or why it names no one. */
export interface InviteListLine {
  /** 1-based, counting blank lines, as the admin's editor shows it. */
  line: number;
  raw: string;
  name: string | null;
  /** Lower-cased; null when the line has no valid address. */
  email: string | null;
  /** Guests the invitee may bring: the party size less the invitee. */
  guestLimit: number;
  /** Why the line cannot be invited, in the admin's words; null when it reads well. */
  problem: string | null;
}

const NAME_MAX = 100;
const EMAIL_MAX = 320;
/** A party size as typed: whole numbers and mistakes such as 2.5 or -1, all judged as sizes. */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const HEADER_EMAIL = /^e-?mail/i;

interface Fields {
  name: string | null;
  email: string;
  size: string | null;
}

/**
 * Reads a pasted list: one invitee a line, as "Name <e-mail>", a bare e-mail, or a CSV row (comma, tab
 * or semicolon separated, as spreadsheets copy) holding an e-mail, optionally a name and a party size in
 * any order. A first row naming an e-mail column is a header and is skipped. Blank lines are skipped.
 */
export function readInviteList(text: string): InviteListLine[] {
  const lines: InviteListLine[] = [];
  let first = true;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '' || /^[,;\t\s]*$/.test(trimmed)) return;
    const header = first && isHeader(trimmed);
    first = false;
    if (!header) lines.push({ line: index + 1, raw: trimmed, ...readLine(trimmed) });
  });
  return lines;
}

type LineReading = Omit<InviteListLine, 'line' | 'raw'>;

const invalid = (problem: string, email: string | null = null): LineReading => ({
  name: null,
  email,
  guestLimit: 0,
  problem,
});

function readLine(line: string): LineReading {
  const fields = splitFields(line);
  if (typeof fields === 'string') return invalid(fields);
  const { name, email: rawEmail, size } = fields;
  const email = rawEmail.toLowerCase();
  if (!isEmail(email) || email.length > EMAIL_MAX) return invalid(`“${rawEmail}” is not a valid e-mail address`);
  if (name !== null && name.length > NAME_MAX) {
    return invalid(`The name must be ${NAME_MAX} characters or fewer`, email);
  }
  let guestLimit = 0;
  if (size !== null) {
    const people = Number(size.replace(',', '.'));
    if (!Number.isInteger(people) || people < 1 || people > MAX_PARTY_SIZE) {
      return invalid(
        `Party size must be a whole number from 1 to ${MAX_PARTY_SIZE}: the invitee and up to ${MAX_PARTY_SIZE - 1} guests`,
        email,
      );
    }
    guestLimit = people - 1;
  }
  return { name, email, guestLimit, problem: null };
}

/** The line's name, e-mail and size, or why they cannot be told apart. */
function splitFields(line: string): Fields | string {
  const whole = nameAndAddress(line);
  if (whole) return { ...whole, size: null };
  let cells: string[];
  try {
    cells = cellsOf(line);
  } catch {
    return 'A quotation mark on this line is not closed';
  }
  let found: { name: string | null; email: string } | null = null;
  const others: string[] = [];
  for (const cell of cells) {
    const address = cell.includes('@') ? (nameAndAddress(cell) ?? { name: null, email: cell }) : null;
    if (address && found) return 'This line has more than one e-mail address';
    if (address) found = address;
    else others.push(cell);
  }
  if (!found) return 'This line has no e-mail address';
  const sizes = others.filter((cell) => NUMBER.test(cell));
  const names = others.filter((cell) => !NUMBER.test(cell));
  if (found.name) names.push(found.name);
  if (sizes.length > 1 || names.length > 1) return 'Expected a name, an e-mail address and a party size';
  return { name: names[0] ?? null, email: found.email, size: sizes[0] ?? null };
}

/**
 * "Jane Doe <jane@example.com>", the name optional and maybe quoted. Read without a regular expression:
 * the list is pasted by hand and may be long, so no backtracking over it.
 */
function nameAndAddress(text: string): { name: string | null; email: string } | null {
  const open = text.lastIndexOf('<');
  if (open < 0 || !text.endsWith('>')) return null;
  const email = text.slice(open + 1, -1).trim();
  if (/[<>\s]/.test(email)) return null;
  let end = open;
  while (end > 0 && ',;\t '.includes(text[end - 1]!)) end--;
  const name = text.slice(0, end).trim();
  const unquoted = name.length > 1 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1).trim() : name;
  return { name: unquoted === '' ? null : unquoted, email };
}

/** A CSV row, split by the first separator it uses: tab, comma or semicolon. Empty cells are dropped. */
function cellsOf(line: string): string[] {
  const delimiter = ['\t', ',', ';'].find((separator) => line.includes(separator)) ?? ',';
  const [row] = parse(line, { delimiter, trim: true, relax_quotes: true }) as string[][];
  return (row ?? []).filter((cell) => cell !== '');
}

/** A row with no address and a column called e-mail names the columns, as a spreadsheet's first row does. */
function isHeader(line: string): boolean {
  if (line.includes('@')) return false;
  try {
    return cellsOf(line).some((cell) => HEADER_EMAIL.test(cell));
  } catch {
    return false;
  }
}
