import { currencyDigits, formatMinor } from './currencies';
import {
  AMOUNT_MAX,
  AMOUNT_TOO_LARGE,
  convert,
  exactSplitRefusal,
  inEventCurrency,
  memberShares,
  participantAmounts,
  payersRefusal,
  type SplitMode,
} from './split-rules';

/** Who is in the event, as a split needs them: members by party, and each guest's party. */
export interface EventPeople {
  partyOfMember: ReadonlyMap<string, string>;
  /** Each party's current members, in the order they joined. */
  membersOfParty: ReadonlyMap<string, readonly string[]>;
  partyOfGuest: ReadonlyMap<string, string>;
}

export interface ParticipantInput {
  userId?: string | null;
  guestId?: string | null;
  partyId?: string | null;
  shares?: number | null;
  amount?: number | null;
}

export interface ExpenseDraft {
  amount: number;
  currency: string;
  rate: string;
  splitMode: SplitMode;
  payers: ReadonlyArray<{ userId: string; amount: number }>;
  participants: readonly ParticipantInput[];
}

export interface ComposedExpense {
  amountInEventCurrency: number;
  payers: Array<{ userId: string; amount: number; amountInEventCurrency: number }>;
  participants: Array<{
    position: number;
    userId: string | null;
    guestId: string | null;
    partyId: string | null;
    shares: number | null;
    amount: number;
  }>;
  shares: Array<{ userId: string; amountInEventCurrency: number }>;
}

export const NOT_A_MEMBER = 'Everyone in an expense must be a member of this event';
export const PARTICIPANT_KIND = 'Each participant must name one member, guest or party';
export const DUPLICATE_PARTICIPANT = 'Each participant may be listed once';
export const DUPLICATE_PAYER = 'Each payer may be listed once';
export const EXACT_AMOUNT_REQUIRED = 'Each participant needs an amount when the split is by exact amounts';
export const SHARES_REQUIRED = 'Each participant needs a number of shares when the split is by shares';

/**
 * Checks a draft against the event's people and works out everything stored with it: the amount in the
 * event currency, each payer's and participant's part of it, and what each member owes. `formerPeople` are
 * users who may stay in an edited expense although they left the event. Returns the refusal's message, or
 * the composed expense.
 */
export function composeExpense(
  draft: ExpenseDraft,
  eventCurrency: string,
  people: EventPeople,
  formerPeople: ReadonlySet<string> = new Set(),
): { refusal: string } | { expense: ComposedExpense } {
  const digits = currencyDigits(draft.currency);
  const format = (minor: number) => formatMinor(minor, digits);
  const isPerson = (userId: string) => people.partyOfMember.has(userId) || formerPeople.has(userId);

  const payerIds = draft.payers.map((payer) => payer.userId);
  if (new Set(payerIds).size !== payerIds.length) return { refusal: DUPLICATE_PAYER };
  if (!payerIds.every(isPerson)) return { refusal: NOT_A_MEMBER };
  const paidRefusal = payersRefusal(
    draft.payers.map((payer) => payer.amount),
    draft.amount,
    format,
  );
  if (paidRefusal) return { refusal: paidRefusal };

  const lines: Array<{ members: readonly string[]; key: string }> = [];
  for (const participant of draft.participants) {
    const named = [participant.userId, participant.guestId, participant.partyId].filter((id) => id != null);
    if (named.length !== 1) return { refusal: PARTICIPANT_KIND };
    let members: readonly string[] | undefined;
    if (participant.userId) members = isPerson(participant.userId) ? [participant.userId] : undefined;
    else if (participant.guestId) {
      const party = people.partyOfGuest.get(participant.guestId);
      members = party ? people.membersOfParty.get(party) : undefined;
    } else members = people.membersOfParty.get(participant.partyId!);
    if (!members || members.length === 0) return { refusal: NOT_A_MEMBER };
    lines.push({ members, key: named[0]! });
  }
  if (new Set(lines.map((line) => line.key)).size !== lines.length) return { refusal: DUPLICATE_PARTICIPANT };
  if (draft.splitMode === 'exact') {
    if (draft.participants.some((participant) => participant.amount == null)) return { refusal: EXACT_AMOUNT_REQUIRED };
    const refusal = exactSplitRefusal(
      draft.participants.map((participant) => participant.amount!),
      draft.amount,
      format,
    );
    if (refusal) return { refusal };
  }
  if (draft.splitMode === 'shares' && draft.participants.some((participant) => participant.shares == null)) {
    return { refusal: SHARES_REQUIRED };
  }

  const amountInEventCurrency = convert(draft.amount, draft.rate, digits, currencyDigits(eventCurrency));
  if (amountInEventCurrency > AMOUNT_MAX) return { refusal: AMOUNT_TOO_LARGE };
  const amounts = participantAmounts(draft.splitMode, draft.amount, draft.participants);
  const participantsInEvent = inEventCurrency(amountInEventCurrency, amounts);
  const paidInEvent = inEventCurrency(
    amountInEventCurrency,
    draft.payers.map((payer) => payer.amount),
  );
  const owed = memberShares(
    lines.map((line, index) => ({ members: line.members, amount: participantsInEvent[index] })),
  );
  return {
    expense: {
      amountInEventCurrency,
      payers: draft.payers.map((payer, index) => ({ ...payer, amountInEventCurrency: paidInEvent[index] })),
      participants: draft.participants.map((participant, position) => ({
        position,
        userId: participant.userId ?? null,
        guestId: participant.guestId ?? null,
        partyId: participant.partyId ?? null,
        shares: draft.splitMode === 'shares' ? participant.shares! : null,
        amount: amounts[position],
      })),
      shares: [...owed].map(([userId, amount]) => ({ userId, amountInEventCurrency: amount })),
    },
  };
}

/** Whether the caller takes part in the expense: pays, or shares in it as themselves or with their party. */
export function takesPart(userId: string, draft: ExpenseDraft, people: EventPeople): boolean {
  if (draft.payers.some((payer) => payer.userId === userId)) return true;
  const party = people.partyOfMember.get(userId);
  return draft.participants.some(
    (participant) =>
      participant.userId === userId ||
      (party !== undefined &&
        (participant.partyId === party ||
          (participant.guestId != null && people.partyOfGuest.get(participant.guestId) === party))),
  );
}
