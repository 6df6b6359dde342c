import type { ApiAnswer, EventDetail } from '@gatherly/shared';

export type DatePoll = NonNullable<ApiAnswer<'/api/events/{eventId}/date-poll', 'GET'>['poll']>;
export type DateCandidate = DatePoll['options'][number];
export type DatePollAnswer = NonNullable<DateCandidate['myAnswer']>;

export type DatePollVoter = DateCandidate['voters']['yes'][number];

const TALLY_OF: Record<DatePollAnswer, keyof DateCandidate['tally'] & keyof DateCandidate['voters']> = {
  yes: 'yes',
  if_need_be: 'ifNeedBe',
  no: 'no',
};

/** Each answer as its button reads. */
export const ANSWER_LABEL: Record<DatePollAnswer, string> = { yes: 'Yes', if_need_be: 'If Need Be', no: 'No' };

const formats = new Map<string, Intl.DateTimeFormat>();
/** Building a formatter costs far more than using one: one per zone and shape, on first use. */
function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })));
  return formatter;
}

const day = (instant: Date, zone: string) =>
  format(zone, { weekday: 'short', month: 'short', day: 'numeric' }).format(instant);
const year = (instant: Date, zone: string) => format(zone, { year: 'numeric' }).format(instant);

/**
 * 'Fri, Sep 5 – Sun, Sep 7, 2031' by the calendar of the event's place; one day reads 'Fri, Sep 5, 2031',
 * and a range into another year names both. Built by hand rather than with formatRange, whose separator
 * (thin spaces around the dash) differs between browsers.
 */
export function formatDateRange(range: Pick<DateCandidate, 'startDate' | 'endDate'>, zone: string): string {
  const start = new Date(range.startDate);
  const end = new Date(range.endDate);
  const [startDay, endDay, startYear, endYear] = [day(start, zone), day(end, zone), year(start, zone), year(end, zone)];
  if (startYear !== endYear) return `${startDay}, ${startYear} – ${endDay}, ${endYear}`;
  if (startDay === endDay) return `${startDay}, ${startYear}`;
  return `${startDay} – ${endDay}, ${startYear}`;
}

export const tallyText = ({ yes, ifNeedBe, no }: DateCandidate['tally']) =>
  `${yes} yes · ${ifNeedBe} if need be · ${no} no`;

/** '2 of 5 members answered': who answered at least one candidate, of the event's members. */
export const respondentsText = (count: number, members: number) =>
  `${count} of ${members} ${members === 1 ? 'member' : 'members'} answered`;

/** Who chose what on a candidate, by name: one line per answer someone gave, as its button reads. */
export function votersByAnswer(candidate: Pick<DateCandidate, 'voters'>): { label: string; names: string[] }[] {
  return (Object.keys(TALLY_OF) as DatePollAnswer[])
    .map((answer) => ({
      label: ANSWER_LABEL[answer],
      names: candidate.voters[TALLY_OF[answer]].map((voter) => voter.displayName),
    }))
    .filter((line) => line.names.length > 0);
}

const byName = (a: DatePollVoter, b: DatePollVoter) =>
  a.displayName.toLowerCase().localeCompare(b.displayName.toLowerCase()) || a.id.localeCompare(b.id);

/** The candidate's voters with `me` moved from one answer's names to the other's. */
function movedVoter(
  voters: DateCandidate['voters'],
  from: DatePollAnswer | null,
  to: DatePollAnswer,
  me: DatePollVoter,
): DateCandidate['voters'] {
  const next = { ...voters };
  if (from) next[TALLY_OF[from]] = next[TALLY_OF[from]].filter((voter) => voter.id !== me.id);
  next[TALLY_OF[to]] = [...next[TALLY_OF[to]].filter((voter) => voter.id !== me.id), me].sort(byName);
  return next;
}

const byPopularity = (a: DateCandidate, b: DateCandidate) =>
  b.tally.yes - a.tally.yes || b.tally.ifNeedBe - a.tally.ifNeedBe;

/**
 * The candidate most members can make: most yes, then most if need be. None while nobody can make any,
 * with a single candidate (nothing to compare), or when two share the lead (the tag would pick one at random).
 */
export function mostPopular(candidates: DateCandidate[]): string | null {
  const [first, second] = [...candidates].sort(byPopularity);
  if (!first || !second || first.tally.yes + first.tally.ifNeedBe === 0 || byPopularity(first, second) === 0) {
    return null;
  }
  return first.id;
}

/**
 * The poll as it will read once the server has the answer: the control, the tally, the names and the
 * count of members who answered move at the tap, before the round trip.
 */
export function withPollAnswer(
  poll: DatePoll,
  optionId: string,
  answer: DatePollAnswer,
  me: DatePollVoter | null,
): DatePoll {
  const firstAnswer = poll.options.every((option) => option.myAnswer === null);
  let changed = false;
  const options = poll.options.map((option) => {
    if (option.id !== optionId || option.myAnswer === answer) return option;
    changed = true;
    const tally = { ...option.tally };
    if (option.myAnswer) tally[TALLY_OF[option.myAnswer]] = Math.max(0, tally[TALLY_OF[option.myAnswer]] - 1);
    tally[TALLY_OF[answer]] += 1;
    const voters = me ? movedVoter(option.voters, option.myAnswer, answer, me) : option.voters;
    return { ...option, tally, voters, myAnswer: answer };
  });
  if (!changed) return poll;
  return { ...poll, options, respondents: poll.respondents + (firstAnswer ? 1 : 0) };
}

/**
 * The candidates members vote on: those of the open poll. A closed poll's went with its choice; should the
 * event's dates be cleared again, the next proposal opens a new poll.
 */
export const openCandidates = (poll: DatePoll | null | undefined): DateCandidate[] =>
  poll?.status === 'open' ? poll.options : [];

/**
 * The poll card shows while the event's dates are to be decided, once the poll has loaded (so that an
 * admin does not see 'Propose' before the candidates): to admins always, to members when there is
 * something to vote on.
 */
export function showsDatePoll(
  event: Pick<EventDetail, 'startDate'>,
  admin: boolean,
  poll: DatePoll | null | undefined,
): boolean {
  if (event.startDate || poll === undefined) return false;
  return admin || openCandidates(poll).length > 0;
}
