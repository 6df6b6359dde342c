import type { ReceivedMail } from './smtp-sink';

/** A header's RFC 2047 encoded words (nodemailer encodes a subject with a dash or an accent) as text. */
export const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, encoded: string) =>
    Buffer.from(
      encoded
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );

/** A header of the raw message, folded lines unfolded. */
export const mailHeader = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(mail.raw.replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim();

/** The raw message, quoted-printable undone. */
export const mailText = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
