import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '../mail/mail-kind';

const KINDS: readonly NotificationKind[] = [
  'event-dates',
  'schedule-digest',
  'reminder',
  'answer-reminder',
  'ride-offer',
  'announcement',
];
const TOKEN = /^([0-9a-f-]{36})\.([a-z-]+)\.([A-Za-z0-9_-]{43})$/;

export interface Unsubscription {
  userId: string;
  kind: NotificationKind;
}

const signature = (secret: string, { userId, kind }: Unsubscription) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/**
 * A one-click unsubscribe link works without signing in (RFC 8058), so its token carries who and which
 * e-mails, signed: it can turn off that one kind for that one member, nothing else, and cannot be forged.
 */
export function unsubscribeToken(secret: string, unsubscription: Unsubscription): string {
  return `${unsubscription.userId}.${unsubscription.kind}.${signature(secret, unsubscription)}`;
}

/** The member and kind a token names, or null when it is malformed or not signed by this app. */
export function readUnsubscribeToken(secret: string, token: string): Unsubscription | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const kind = KINDS.find((known) => known === match[2]);
  if (!kind) return null;
  const unsubscription = { userId: match[1]!, kind };
  const expected = Buffer.from(signature(secret, unsubscription));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? unsubscription : null;
}
