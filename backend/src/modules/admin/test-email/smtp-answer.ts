/** What nodemailer tells about a failed sending: a Node socket error, or the SMTP server's refusal. */
export interface SmtpFailure {
  message?: string;
  code?: string;
  originalCode?: string;
  response?: string;
  responseCode?: number;
  command?: string;
}

/** Where mail is sent, as far as an operator needs to recognise it; null for the development catcher. */
export interface SmtpServer {
  host: string;
  port: number;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

/** The server's reply to an accepted message ("250 2.0.0 Ok: queued as 12345"). */
export function acceptedAnswer(response: string | undefined): string {
  return response ? oneLine(response) : 'The SMTP server accepted the message.';
}

/** A failed sending in plain words: the server's own reply when it gave one, else what went wrong reaching it. */
export function failureAnswer(error: SmtpFailure, server: SmtpServer | null): string {
  if (error.response) return oneLine(error.response);
  const where = server ? `${server.host}:${server.port}` : 'the SMTP server';
  switch (error.originalCode ?? error.code) {
    case 'ECONNREFUSED':
      return `Connection refused by ${where}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EDNS':
      return `The address of ${server?.host ?? 'the SMTP server'} could not be found`;
    case 'ETIMEDOUT':
    case 'ETIMEOUT':
      return `No answer from ${where} in time`;
    case 'ECONNRESET':
      return `${where} closed the connection`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${where} cannot be reached from this server`;
    case 'EAUTH':
      return `${where} refused the user name or password`;
    case 'ETLS':
      return `A secure connection to ${where} could not be made: ${oneLine(error.message ?? '')}`;
    default:
      return oneLine(error.message || `Sending through ${where} failed`);
  }
}

/** Where SMTP_URL points, for the answers; null without one. */
export function smtpServerOf(smtpUrl: string | null): SmtpServer | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  return { host: url.hostname, port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)) };
}
