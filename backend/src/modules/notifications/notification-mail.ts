import { escapeHtml } from '../../common/http/html';
import type { NotificationKind } from '../mail/mail-kind';
import { mailColors, type RenderedMail } from '../mail/invitation-mail';
import type { DigestLine } from './schedule-digest';

const INK = '#0f172a';

/** What every e-mail that keeps a member current says about where it comes from and how to stop it. */
interface MailFrame {
  to: string;
  eventName: string;
  eventLink: string;
  primaryColor: string | null;
  /** The event's IANA zone: every time in the e-mail is written in it, and named. */
  timeZone: string;
  unsubscribeLink: string;
  profileHint: string;
}

export type NotificationMailInput = MailFrame &
  (
    | { kind: 'event-dates'; startDate: Date; endDate: Date | null; firstDates: boolean }
    | { kind: 'schedule-digest'; lines: DigestLine[] }
    | { kind: 'reminder'; title: string; startTime: Date; endTime: Date | null; location: string | null }
    | { kind: 'answer-reminder'; items: string[] }
    | { kind: 'ride-offer'; driverName: string; fromLocation: string; toLocation: string; departureTime: Date }
    | { kind: 'announcement'; authorName: string | null; body: string; link: string | null }
  );

/** What each kind is, as the footer and the unsubscribe page name it. */
export const NOTIFICATION_LABEL: Record<NotificationKind, string> = {
  'event-dates': 'event date updates',
  'schedule-digest': 'schedule updates',
  reminder: 'schedule reminders',
  // The same preference as the reminders before an item: the link turns off both, and says so.
  'answer-reminder': 'schedule reminders',
  'ride-offer': 'schedule reminders',
  announcement: 'announcements',
};

function inZone(zone: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
  return (date) => format.format(date);
}

/** 'Sat, Jun 12, 7:30 PM (Europe/Madrid)': the reader may be anywhere, the event is somewhere. */
export function whenInZone(start: Date, end: Date | null, zone: string): string {
  const day = inZone(zone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  const time = inZone(zone, { hour: 'numeric', minute: '2-digit' });
  const from = `${day(start)}, ${time(start)}`;
  if (!end || end.getTime() <= start.getTime()) return `${from} (${zone})`;
  const to = day(end) === day(start) ? time(end) : `${day(end)}, ${time(end)}`;
  return `${from} – ${to} (${zone})`;
}

function datesInZone(start: Date, end: Date | null, zone: string): string {
  const day = inZone(zone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  return end && day(end) !== day(start) ? `${day(start)} – ${day(end)}` : day(start);
}

const CHANGE_LABEL = { added: 'Added', changed: 'Changed', cancelled: 'Cancelled' } as const;

/** What an e-mail says: its subject, heading, lines of text, an address to show, and its call to action. */
interface MailContent {
  subject: string;
  heading: string;
  lines: string[];
  /** An http(s) address the text refers to, shown as a link of its own. */
  link?: string;
  action: string;
}

/** The subject, the lines of text and the call to action of each kind. */
function content(input: NotificationMailInput): MailContent {
  switch (input.kind) {
    case 'event-dates': {
      const dates = datesInZone(input.startDate, input.endDate, input.timeZone);
      return {
        subject: `${input.firstDates ? 'Dates set' : 'New dates'} for ${input.eventName}: ${dates}`,
        heading: input.firstDates ? 'The dates are set' : 'The dates have changed',
        lines: [`${input.eventName} is on ${dates}.`, `Times are in ${input.timeZone}.`],
        action: 'Open the Event',
      };
    }
    case 'schedule-digest':
      return {
        subject: `Schedule updates for ${input.eventName}`,
        heading: 'The schedule has changed',
        lines: input.lines.map(
          (line) =>
            `${CHANGE_LABEL[line.change]}: ${line.title}, ${whenInZone(new Date(line.startTime), null, input.timeZone)}`,
        ),
        action: 'See the Schedule',
      };
    case 'reminder': {
      const when = whenInZone(input.startTime, input.endTime, input.timeZone);
      return {
        subject: `Reminder: ${input.title}, ${when}`,
        heading: `Coming up: ${input.title}`,
        lines: [`You are going to ${input.title} (${input.eventName}).`, `When: ${when}`].concat(
          input.location ? [`Where: ${input.location}`] : [],
        ),
        action: 'Open the Event',
      };
    }
    case 'answer-reminder':
      return {
        subject: `Please answer: are you coming to ${input.eventName}?`,
        heading: 'Your hosts are waiting for your answer',
        lines: [`The hosts of ${input.eventName} would like to know who is coming.`].concat(
          input.items.length > 0 ? [`Still to answer: ${input.items.join(', ')}`] : [],
        ),
        action: 'Answer Now',
      };
    case 'ride-offer': {
      const when = whenInZone(input.departureTime, null, input.timeZone);
      return {
        subject: `${input.driverName} is driving from ${input.fromLocation} at ${when} — join`,
        heading: `${input.driverName} has a seat for you`,
        lines: [
          `${input.driverName} is driving from ${input.fromLocation} to ${input.toLocation} (${input.eventName}).`,
          `Leaving: ${when}`,
          'Your flights land around then: join the ride in the travel section.',
        ],
        action: 'Join the Ride',
      };
    }
    case 'announcement':
      return {
        subject: input.authorName
          ? `Announcement from ${input.authorName}: ${input.eventName}`
          : `Announcement: ${input.eventName}`,
        heading: input.authorName ? `${input.authorName} posted an announcement` : 'A new announcement',
        // Plain text as written: each line a paragraph, escaped like every other line.
        lines: input.body.split('\n').filter((line) => line.trim() !== ''),
        link: input.link ?? undefined,
        action: 'Open the event',
      };
  }
}

/** An e-mail that keeps a member current, in HTML and plain text, with its way out; pure, so tested without SMTP. */
export function renderNotificationMail(input: NotificationMailInput): RenderedMail {
  const { subject, heading, lines, link: shownLink, action } = content(input);
  const footer = `You get these e-mails as a member of ${input.eventName}. Stop ${NOTIFICATION_LABEL[input.kind]}: ${input.unsubscribeLink}. ${input.profileHint}`;
  const linkLines = shownLink ? ['', `Link: ${shownLink}`] : [];
  const text = [heading, '', ...lines, ...linkLines, '', `${action}: ${input.eventLink}`, '', footer].join('\n');
  const colors = mailColors(input.primaryColor);
  const link = escapeHtml(input.eventLink);
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;border-top:6px solid ${colors.button}" cellpadding="0" cellspacing="0">
<tr><td style="padding:32px">
<p style="font-size:14px;color:#64748b;margin:0 0 4px">${escapeHtml(input.eventName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${lines.map((line) => `<p style="font-size:16px;line-height:1.5;margin:0 0 8px">${escapeHtml(line)}</p>`).join('\n')}
${shownLink ? `<p style="font-size:16px;line-height:1.5;margin:0 0 8px;word-break:break-all"><a href="${escapeHtml(shownLink)}" rel="noopener noreferrer nofollow" style="color:${colors.link}">${escapeHtml(shownLink)}</a></p>` : ''}
<p style="margin:24px 0"><a href="${link}" style="background:${colors.button};color:${colors.buttonText};text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600;display:inline-block">${action}</a></p>
<p style="font-size:13px;color:#64748b;line-height:1.5;margin:0">You get these e-mails as a member of ${escapeHtml(input.eventName)}. <a href="${escapeHtml(input.unsubscribeLink)}" style="color:${colors.link}">Stop ${NOTIFICATION_LABEL[input.kind]}</a>. ${escapeHtml(input.profileHint)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: input.to, subject, text, html };
}
