import { lazyRetrying, questionsFor, type RsvpStatus, type ScheduleItem, useQuestions } from '@gatherly/shared';
import { Button, Flex, Radio } from 'antd';
import { Suspense, useState } from 'react';
import { partySize } from './party-reply-rules';
import { useMyParty } from './party-queries';
import { RSVP_LABEL } from './rsvp-answer';
import { useRsvp } from './schedule-queries';

const OPTIONS = (['going', 'maybe', 'not_going'] as const).map((status) => ({
  label: RSVP_LABEL[status],
  value: status,
}));

const PartyReplyDialog = lazyRetrying(() => import('./party-reply-dialog'));

/**
 * Going, Maybe or Not Going in one tap. Nothing is selected until the member answers; what is selected is
 * always their own answer. A party of several, or an item with questions for those going, is answered in
 * the party's reply dialog instead, which the tap opens with the tapped answer on the member's own row.
 */
export function RsvpChoice({ eventId, item }: { eventId: string; item: ScheduleItem }) {
  const rsvp = useRsvp(eventId);
  const party = useMyParty(eventId);
  const questions = useQuestions(eventId);
  const [replying, setReplying] = useState<{ tapped?: RsvpStatus } | null>(null);
  const size = party.data ? partySize(party.data) : 1;
  const asks = questionsFor(questions.data ?? [], item.id).length > 0;
  const mayBringGuests = party.data ? party.data.guests.length < party.data.guestLimit : false;

  const choose = (status: RsvpStatus) => {
    if (size > 1 || (asks && status === 'going')) setReplying({ tapped: status });
    else rsvp.mutate({ itemId: item.id, status });
  };

  return (
    <Flex vertical gap={4} align="flex-start">
      <Radio.Group
        aria-label={`Your answer for ${item.title}`}
        optionType="button"
        buttonStyle="solid"
        options={OPTIONS}
        value={item.userRsvp}
        onChange={(event) => choose(event.target.value as RsvpStatus)}
      />
      {(size > 1 || mayBringGuests) && (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setReplying({})}>
          {size > 1 ? `Reply for your party (${size})` : 'Bring a guest'}
        </Button>
      )}
      <Suspense fallback={null}>
        {replying && (
          <PartyReplyDialog
            eventId={eventId}
            item={item}
            tapped={replying.tapped}
            open
            onClose={() => setReplying(null)}
          />
        )}
      </Suspense>
    </Flex>
  );
}
