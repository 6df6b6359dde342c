import { escapeHtml } from '../../common/http/html';

export interface InvitationMailInput {
  to: string;
  eventName: string;
  inviterName: string;
  /** The event creator's display name. */
  hostName: string;
  role: 'admin' | 'attendee';
  link: string;
  startDate: Date | null;
  endDate: Date | null;
  location: string | null;
  /** The event's primary colour as the admin chose it (#rgb or #rrggbb); anything else means the default. */
  primaryColor: string | null;
}

export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const ROLE_LABEL = { admin: 'Admin', attendee: 'Attendee' } as const;
const DEFAULT_PRIMARY = '#6236ff';
const INK = '#0f172a';
export const DATES_TO_BE_ANNOUNCED = 'Dates to be announced';

/** The mail has no reader's time zone: dates read as the calendar days stored, in UTC. */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function mailDateRange(start: Date | null, end: Date | null): string {
  if (!start) return DATES_TO_BE_ANNOUNCED;
  const first = dayFormat.format(start);
  const last = end ? dayFormat.format(end) : first;
  return last === first ? first : `${first} – ${last}`;
}

function parseHex(value: string | null): [number, number, number] | null {
  const match = value ? /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim()) : null;
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The button's colours: the event's primary (the default when it has none or an invalid one) with
 * whichever of white and near-black text reads better on it; links take the primary only where it is
 * readable on the white card.
 */
export function mailColors(primaryColor: string | null): { button: string; buttonText: string; link: string } {
  const rgb = parseHex(primaryColor) ?? parseHex(DEFAULT_PRIMARY)!;
  const button = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const shade = luminance(rgb);
  const ink = luminance(parseHex(INK)!);
  const buttonText = contrast(shade, 1) >= contrast(shade, ink) ? '#ffffff' : INK;
  return { button, buttonText, link: contrast(shade, 1) >= 4.5 ? button : INK };
}

/** The invitation e-mail in HTML and plain text; pure, so it is tested without SMTP. */
export function renderInvitationMail(input: InvitationMailInput): RenderedMail {
  const role = ROLE_LABEL[input.role];
  const when = mailDateRange(input.startDate, input.endDate);
  const subject = `${input.inviterName} invited you to ${input.eventName} on Gatherly`;
  const details: [string, string][] = [
    ['Hosted by', input.hostName],
    ['When', when],
    ...(input.location ? ([['Where', input.location]] as [string, string][]) : []),
  ];
  const text = [
    `${input.inviterName} invited you to join "${input.eventName}" on Gatherly as an ${role}.`,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Accept the invitation:',
    input.link,
    '',
    'If you did not expect this invitation, you can ignore this e-mail.',
  ].join('\n');
  const colors = mailColors(input.primaryColor);
  const name = escapeHtml(input.eventName);
  const link = escapeHtml(input.link);
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#64748b;font-size:14px;white-space:nowrap;vertical-align:top">${label}</td><td style="padding:4px 0;font-size:15px;color:${INK}">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;border-top:6px solid ${colors.button}" cellpadding="0" cellspacing="0">
<tr><td style="padding:32px">
<h1 style="font-size:22px;margin:0 0 12px">You're Invited</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 16px"><strong>${escapeHtml(input.inviterName)}</strong> invited you to join <strong>${name}</strong> as an ${role}.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px">
${rows}
</table>
<p style="margin:24px 0"><a href="${link}" style="background:${colors.button};color:${colors.buttonText};text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600;display:inline-block">Accept Invitation</a></p>
<p style="font-size:13px;color:#64748b;line-height:1.5;margin:0">Or open this link: <a href="${link}" style="color:${colors.link};word-break:break-all">${link}</a><br>If you did not expect this invitation, you can ignore this e-mail.</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: input.to, subject, text, html };
}
