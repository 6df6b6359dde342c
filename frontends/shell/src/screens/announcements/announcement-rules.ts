import type { ApiAnswer } from '@gatherly/shared';
import { memberCountLabel } from '../../app/layout/event-chip';

/** An announcement as the API answers it. */
export type Announcement = ApiAnswer<'/api/events/{eventId}/announcements', 'GET'>['announcements'][number];

/** Who an announcement is for, as the API names it. */
export type AnnouncementAudience = Announcement['audience'];

/** What posting one sends. */
export interface AnnouncementDraft {
  body: string;
  link: string | null;
  audience: AnnouncementAudience;
  scheduleItemId: string | null;
}

/** The API's limits: the message counted once trimmed, the link as typed. */
export const MESSAGE_MAX_LENGTH = 2000;
export const LINK_MAX_LENGTH = 2048;

/** The audience choices, in the order the dialog offers them. */
export const AUDIENCE_OPTIONS: { value: AnnouncementAudience; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'going', label: 'Going' },
  { value: 'not_responded', label: 'Not answered yet' },
  { value: 'item', label: 'Guests of one item' },
];

/** What each choice means, said under the choices. */
export const AUDIENCE_HELP: Record<AnnouncementAudience, string> = {
  everyone: 'Every member of the event.',
  going: 'Members going to at least one item to come.',
  not_responded: 'Members who have not answered at least one item to come.',
  item: 'Members going to the item you choose.',
};

export const ANNOUNCEMENT_VALIDATION = {
  messageRequired: 'Message is required',
  messageTooLong: `Message must be ${MESSAGE_MAX_LENGTH} characters or fewer`,
  linkInvalid: 'Link must be a web address (http or https)',
  linkTooLong: `Link must be ${LINK_MAX_LENGTH} characters or fewer`,
  itemRequired: 'Choose the schedule item whose guests it is for',
} as const;

/**
 * Whether the server takes a link: an http(s) address with a host name that has a domain (the server
 * refuses "http://localhost"), or else a validation message.
 */
export function linkRefusal(link: string): string | null {
  if (link.length > LINK_MAX_LENGTH) return ANNOUNCEMENT_VALIDATION.linkTooLong;
  try {
    const url = new URL(link);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.hostname.includes('.') && !/\s/.test(link) ? null : ANNOUNCEMENT_VALIDATION.linkInvalid;
  } catch {
    return ANNOUNCEMENT_VALIDATION.linkInvalid;
  }
}

/** Who an announcement went to, as admins see it under it. */
export function audienceLabel(announcement: Pick<Announcement, 'audience' | 'scheduleItemTitle' | 'recipientCount'>) {
  const to = {
    everyone: 'Everyone',
    going: 'Members going',
    not_responded: 'Members who have not answered',
    item: announcement.scheduleItemTitle ? `Guests of ${announcement.scheduleItemTitle}` : 'Guests of one item',
  }[announcement.audience];
  return `${to} · ${memberCountLabel(announcement.recipientCount)}`;
}

/** What the dialog's fields send: the message trimmed, a blank link none, the item only for its audience. */
export function draftOf(values: {
  body: string;
  link?: string;
  audience: AnnouncementAudience;
  scheduleItemId?: string;
}): AnnouncementDraft {
  const link = values.link?.trim();
  return {
    body: values.body.trim(),
    link: link ? link : null,
    audience: values.audience,
    scheduleItemId: values.audience === 'item' ? (values.scheduleItemId ?? null) : null,
  };
}
