import type { RsvpStatus } from '../schedule/rsvp.entity';
import type {
  GuestListPartyResponse,
  GuestListPersonResponse,
  GuestListResponse,
} from '../members/guest-list/dto/guest-list.response';
import type { CsvColumn } from './spreadsheet-csv';

const STATUS_NAMES: Record<RsvpStatus, string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not Going' };

/** One line of the guest list spreadsheet: a person of a party. */
export interface GuestListLine {
  party: GuestListPartyResponse;
  person: GuestListPersonResponse;
  email: string | null;
}

/** A party as a spreadsheet names it: its members, "Ana & Ben". */
const partyName = (party: GuestListPartyResponse) =>
  party.people
    .filter((person) => person.kind === 'member')
    .map((person) => person.name)
    .join(' & ');

/**
 * The guest list as one spreadsheet: a line per person (members, then the guests they bring), a column
 * per schedule item with their answer (blank where their party is not invited) and one per question.
 */
export function guestListTable(
  list: GuestListResponse,
  emails: ReadonlyMap<string, string>,
): { columns: CsvColumn<GuestListLine>[]; lines: GuestListLine[] } {
  const columns: CsvColumn<GuestListLine>[] = [
    { header: 'Party', value: (line) => partyName(line.party) },
    { header: 'Name', value: (line) => line.person.name ?? 'Guest (not named yet)' },
    { header: 'Member or Guest', value: (line) => (line.person.kind === 'member' ? 'Member' : 'Guest') },
    { header: 'Age Group', value: (line) => (line.person.ageGroup === 'child' ? 'Child' : 'Adult') },
    { header: 'E-mail', value: (line) => line.email },
    ...list.items.map((item): CsvColumn<GuestListLine> => ({
      header: item.title,
      value: (line) => {
        const answer = line.person.answers.find((candidate) => candidate.scheduleItemId === item.id);
        if (!answer) return null;
        if (!answer.status) return 'No Answer';
        const status = STATUS_NAMES[answer.status];
        return answer.recordedBy ? `${status} (recorded by ${answer.recordedBy.displayName})` : status;
      },
    })),
    ...list.questions.map((question): CsvColumn<GuestListLine> => ({
      header: question.prompt,
      value: (line) =>
        line.person.questionAnswers.find((answer) => answer.questionId === question.id)?.value.join(', ') ?? null,
    })),
    { header: 'Last Reminded', value: (line) => line.party.lastRemindedAt },
  ];
  const lines = list.parties.flatMap((party) =>
    party.people.map((person) => ({
      party,
      person,
      email: person.kind === 'member' ? (emails.get(person.id) ?? null) : null,
    })),
  );
  return { columns, lines };
}
