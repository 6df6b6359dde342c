/** The few facts the development mailbox page shows of a caught .eml file. */
export interface CaughtMail {
  file: string;
  to: string;
  subject: string;
  date: string;
  links: string[];
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

/** Quoted-printable soft line breaks and escapes, as nodemailer writes them. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function summarizeMail(file: string, raw: string): CaughtMail {
  const body = decodeQuotedPrintable(raw);
  const links = [...new Set(body.match(/https?:\/\/[^\s"'<>]+\/invite\/[A-Za-z0-9_-]+/g) ?? [])];
  return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), date: header(raw, 'Date'), links };
}
