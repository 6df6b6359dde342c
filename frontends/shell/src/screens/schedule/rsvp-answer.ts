import type { RsvpStatus, ScheduleItem } from '@gatherly/shared';

/** Who answers, as the avatars of the people going show them. */
export interface Answerer {
  id: string;
  displayName: string;
  photoURL: string | null;
}

/** An answer as the buttons and the chip name it. */
export const RSVP_LABEL: Record<RsvpStatus, string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not Going' };

/** How many of those going the list names (the API's preview length). */
export const GOING_PREVIEW = 5;

const COUNT_OF: Record<RsvpStatus, keyof ScheduleItem['rsvpCounts']> = {
  going: 'going',
  maybe: 'maybe',
  not_going: 'notGoing',
};

type RsvpCounts = ScheduleItem['rsvpCounts'];

/** Every answer an item has: going, maybe and not going. */
export const answerCount = ({ going, maybe, notGoing }: RsvpCounts) => going + maybe + notGoing;

/** '2 going · 1 maybe · 1 not going': each answer given, none left out; null before the first. */
export function answersText(counts: RsvpCounts): string | null {
  const parts = [
    [counts.going, 'going'],
    [counts.maybe, 'maybe'],
    [counts.notGoing, 'not going'],
  ] as const;
  const given = parts.filter(([count]) => count > 0).map(([count, label]) => `${count} ${label}`);
  return given.length > 0 ? given.join(' · ') : null;
}

/** The dashboard's RSVPs stat: every answer to every item, and how many of them are going. */
export function rsvpTotals(items: readonly Pick<ScheduleItem, 'rsvpCounts'>[]): { answers: number; going: number } {
  return items.reduce(
    (totals, { rsvpCounts }) => ({
      answers: totals.answers + answerCount(rsvpCounts),
      going: totals.going + rsvpCounts.going,
    }),
    { answers: 0, going: 0 },
  );
}

/**
 * The item as it will read once the server has the answer: the control, the counts and the avatars move
 * at the tap, before the round trip.
 */
export function withAnswer(item: ScheduleItem, status: RsvpStatus, me: Answerer | null): ScheduleItem {
  if (item.userRsvp === status) return item;
  const rsvpCounts = { ...item.rsvpCounts };
  if (item.userRsvp) rsvpCounts[COUNT_OF[item.userRsvp]] = Math.max(0, rsvpCounts[COUNT_OF[item.userRsvp]] - 1);
  rsvpCounts[COUNT_OF[status]] += 1;
  const others = item.goingPreview.filter((person) => person.id !== me?.id);
  const goingPreview =
    me && status === 'going' && others.length < GOING_PREVIEW
      ? [...others, { id: me.id, displayName: me.displayName, photoURL: me.photoURL }]
      : others;
  return { ...item, userRsvp: status, rsvpCounts, goingPreview };
}
