import type { EventCaller } from '../../../common/access/event-access.rules';
import { visibleMember } from '../../exports/export-tables';
import type { RsvpStatus } from '../../schedule/rsvp.entity';
import type { AgeGroup } from '../parties/party-guest.entity';
import type {
  DietarySummaryResponse,
  GuestListItemResponse,
  GuestListPartyResponse,
  GuestListPersonResponse,
  GuestListQuestionResponse,
  GuestListResponse,
  HeadCountResponse,
  ItemHeadCountsResponse,
} from './dto/guest-list.response';
import type { GuestListItemRow, GuestListMemberRow, GuestListRows, GuestListRsvpRow } from './guest-list.read-model';

/** A person's key in the maps below: their kind and id, since a member's and a guest's ids never meet. */
const personKey = (kind: 'member' | 'guest', id: string) => `${kind}:${id}`;
const rowPerson = (row: { userId: string | null; guestId: string | null }) =>
  row.userId !== null ? personKey('member', row.userId) : personKey('guest', row.guestId!);

/** Whether a party is asked about an item: every party for an item for everyone, the invited ones otherwise. */
export const invites = (item: Pick<GuestListItemRow, 'audience' | 'partyIds'>, partyId: string) =>
  item.audience === 'everyone' || item.partyIds.includes(partyId);

const STATUS_BUCKET: Record<RsvpStatus, keyof ItemHeadCountsResponse> = {
  going: 'going',
  maybe: 'maybe',
  not_going: 'notGoing',
};

const noOne = (): HeadCountResponse => ({ adults: 0, children: 0 });

interface Person {
  kind: 'member' | 'guest';
  id: string;
  partyId: string;
  name: string | null;
  ageGroup: AgeGroup;
  member?: GuestListMemberRow;
}

/** The people of each party: its members in the order they joined, then its guests in the order they came. */
function peopleByParty(rows: GuestListRows): Map<string, Person[]> {
  const byParty = new Map<string, Person[]>(rows.parties.map((party) => [party.id, []]));
  for (const member of rows.members) {
    byParty.get(member.partyId)?.push({
      kind: 'member',
      id: member.userId,
      partyId: member.partyId,
      name: member.displayName,
      ageGroup: 'adult',
      member,
    });
  }
  for (const guest of rows.guests) {
    byParty.get(guest.partyId)?.push({ kind: 'guest', ...guest });
  }
  return byParty;
}

/** Each person's answer to each item, by item then person. */
function answersByItem(rsvps: readonly GuestListRsvpRow[]): Map<string, Map<string, GuestListRsvpRow>> {
  const byItem = new Map<string, Map<string, GuestListRsvpRow>>();
  for (const rsvp of rsvps) {
    const answers = byItem.get(rsvp.scheduleItemId) ?? new Map<string, GuestListRsvpRow>();
    answers.set(rowPerson(rsvp), rsvp);
    byItem.set(rsvp.scheduleItemId, answers);
  }
  return byItem;
}

/**
 * The guest list an admin reads, from the event's rows: every party with each person's answers, the head
 * counts of each item, what the questions were answered, and the dietary summary. Pure: tested without a
 * database. Answers of people no longer in the event (a member who left) are not counted.
 */
export function guestListOf(rows: GuestListRows, viewer: EventCaller): GuestListResponse {
  const byParty = peopleByParty(rows);
  const byItem = answersByItem(rows.rsvps);
  const answerOf = (itemId: string, person: Person) => byItem.get(itemId)?.get(personKey(person.kind, person.id));
  const questionAnswers = new Map<string, { questionId: string; value: string[] }[]>();
  for (const answer of rows.questionAnswers) {
    const key = rowPerson(answer);
    questionAnswers.set(key, [
      ...(questionAnswers.get(key) ?? []),
      { questionId: answer.questionId, value: answer.value },
    ]);
  }

  const parties: GuestListPartyResponse[] = rows.parties.map((party) => ({
    id: party.id,
    guestLimit: party.guestLimit,
    lastRemindedAt: party.lastRemindedAt,
    people: (byParty.get(party.id) ?? []).map((person): GuestListPersonResponse => ({
      kind: person.kind,
      id: person.id,
      name: person.name,
      ageGroup: person.ageGroup,
      role: person.member?.role ?? null,
      answers: rows.items
        .filter((item) => invites(item, party.id))
        .map((item) => {
          const answer = answerOf(item.id, person);
          return {
            scheduleItemId: item.id,
            status: answer?.status ?? null,
            recordedBy:
              answer?.recordedBy && answer.recorderName !== null
                ? { userId: answer.recordedBy, displayName: answer.recorderName }
                : null,
          };
        }),
      questionAnswers: questionAnswers.get(personKey(person.kind, person.id)) ?? [],
    })),
  }));

  const items: GuestListItemResponse[] = rows.items.map((item) => {
    const headCounts: ItemHeadCountsResponse = { going: noOne(), maybe: noOne(), notGoing: noOne(), noAnswer: noOne() };
    for (const party of rows.parties) {
      if (!invites(item, party.id)) continue;
      for (const person of byParty.get(party.id) ?? []) {
        const answer = answerOf(item.id, person);
        const bucket = headCounts[answer ? STATUS_BUCKET[answer.status] : 'noAnswer'];
        if (person.ageGroup === 'child') bucket.children++;
        else bucket.adults++;
      }
    }
    return { id: item.id, title: item.title, startTime: item.startTime, audience: item.audience, headCounts };
  });

  const people = new Map([...byParty.values()].flat().map((person) => [personKey(person.kind, person.id), person]));
  const questions = rows.questions.map((question): GuestListQuestionResponse => {
    // An item's question counts those still coming: a meal chosen by someone now not going is no meal.
    const counted = rows.questionAnswers.filter((answer) => {
      if (answer.questionId !== question.id || answer.value.length === 0) return false;
      const person = people.get(rowPerson(answer));
      if (!person) return false;
      return !question.scheduleItemId || answerOf(question.scheduleItemId, person)?.status !== 'not_going';
    });
    if (question.kind === 'short_text') {
      const texts = counted.map((answer) => answer.value.join(' ').trim()).filter((text) => text !== '');
      return { ...questionFields(question), summary: [], answered: texts.length, texts };
    }
    const tally = new Map<string, number>(question.options.map((option) => [option, 0]));
    // An option taken away after it was chosen still counts, after the current ones.
    for (const answer of counted) for (const option of answer.value) tally.set(option, (tally.get(option) ?? 0) + 1);
    return {
      ...questionFields(question),
      summary: [...tally].map(([option, count]) => ({ option, count })),
      answered: counted.length,
      texts: [],
    };
  });

  return {
    parties,
    invitations: rows.invitations.map((invitation) => ({ ...invitation, guests: invitation.guests ?? [] })),
    items,
    questions,
    dietary: dietarySummary(rows.members, viewer),
  };
}

const questionFields = (question: GuestListRows['questions'][number]) => ({
  id: question.id,
  prompt: question.prompt,
  kind: question.kind,
  scheduleItemId: question.scheduleItemId,
  options: question.options,
  required: question.required,
});

/** A diet's or an allergy's parts as a summary counts them: "Vegetarian, no pork" is two. */
const parts = (text: string | null) =>
  (text ?? '')
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * The event's diets and allergies. The counts are everyone's, read as the member themself would see their
 * own profile (the event profile once saved, else the core profile's); the names are only of the members
 * whose details the viewer may see, by the rules the member export follows.
 */
export function dietarySummary(members: readonly GuestListMemberRow[], viewer: EventCaller): DietarySummaryResponse {
  const counts = new Map<string, { label: string; count: number }>();
  const count = (label: string) => {
    const key = label.toLocaleLowerCase('en');
    const seen = counts.get(key) ?? { label, count: 0 };
    seen.count++;
    counts.set(key, seen);
  };
  const people: DietarySummaryResponse['people'] = [];
  for (const row of members) {
    const own = visibleMember({ ...viewer, userId: row.userId }, row);
    // Each label once per person, however often they wrote it.
    const labels = new Map<string, string>();
    for (const diet of parts(own.dietaryNotes)) labels.set(diet.toLocaleLowerCase('en'), diet);
    for (const allergy of own.allergies.flatMap((text) => parts(text))) {
      const label = `Allergy: ${allergy}`;
      labels.set(label.toLocaleLowerCase('en'), label);
    }
    for (const label of labels.values()) count(label);
    const seen = visibleMember(viewer, row);
    if (seen.dietaryNotes || seen.allergies.length > 0) {
      people.push({ name: row.displayName, dietaryNotes: seen.dietaryNotes, allergies: seen.allergies });
    }
  }
  return {
    counts: [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en')),
    people,
  };
}

/** A party to remind, and the items it has still to answer, in the schedule's order. */
export interface PartyToRemind {
  partyId: string;
  items: string[];
}

/**
 * The parties in which someone has not answered: the one item (if it invites them), or any item invited to
 * that has not started by `now`.
 */
export function partiesToRemind(rows: GuestListRows, itemId: string | undefined, now: Date): PartyToRemind[] {
  const byParty = peopleByParty(rows);
  const byItem = answersByItem(rows.rsvps);
  const asked = rows.items.filter((item) => (itemId ? item.id === itemId : item.startTime.getTime() > now.getTime()));
  const reminded: PartyToRemind[] = [];
  for (const party of rows.parties) {
    const people = byParty.get(party.id) ?? [];
    const unanswered = asked.filter(
      (item) =>
        invites(item, party.id) &&
        people.some((person) => !byItem.get(item.id)?.has(personKey(person.kind, person.id))),
    );
    if (people.length > 0 && unanswered.length > 0) {
      reminded.push({ partyId: party.id, items: unanswered.map((item) => item.title) });
    }
  }
  return reminded;
}
