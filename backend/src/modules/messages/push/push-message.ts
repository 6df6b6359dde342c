/** What a push tells the service worker, which shows it as a system notification. */
export interface PushMessage {
  /** The event's name: which of the member's events it is about. */
  title: string;
  body: string;
  /** The front-end path a tap opens. */
  url: string;
  /** The notification's id: a push repeated after a retry replaces the one shown, not adds to it. */
  tag: string;
}

/** The most of an event's name a system notification's title shows. */
const TITLE_LENGTH = 100;

export interface PushableNotification {
  id: string;
  eventName: string;
  text: string;
  link: string;
}

export function pushMessage(notification: PushableNotification): PushMessage {
  const name = Array.from(notification.eventName.replace(/\s+/g, ' ').trim());
  const title =
    name.length <= TITLE_LENGTH
      ? name.join('')
      : `${name
          .slice(0, TITLE_LENGTH - 1)
          .join('')
          .trimEnd()}…`;
  return { title, body: notification.text, url: notification.link, tag: notification.id };
}
