/** Every kind of e-mail the app sends; the values are stored in the outbox, so they never change. */
export const MAIL_KINDS = [
  'invitation',
  'event-dates',
  'schedule-digest',
  'reminder',
  'answer-reminder',
  'ride-offer',
  'announcement',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The e-mails a member may turn off; invitations are not among them. */
export type NotificationKind = Exclude<MailKind, 'invitation'>;
