import type { RsvpStatus, ScheduleItem } from '@gatherly/shared';
import { Radio } from 'antd';
import { useRsvp } from './schedule-queries';

export const RSVP_LABEL: Record<RsvpStatus, string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not Going' };

const OPTIONS = (['going', 'maybe', 'not_going'] as const).map((status) => ({
  label: RSVP_LABEL[status],
  value: status,
}));

/**
 * Going, Maybe or Not Going in one tap. Nothing is selected until the member answers; what is selected is
 * always their own answer.
 */
export function RsvpChoice({ eventId, item }: { eventId: string; item: ScheduleItem }) {
  const rsvp = useRsvp(eventId);
  return (
    <Radio.Group
      aria-label={`Your answer for ${item.title}`}
      optionType="button"
      buttonStyle="solid"
      options={OPTIONS}
      value={item.userRsvp}
      onChange={(event) => rsvp.mutate({ itemId: item.id, status: event.target.value as RsvpStatus })}
    />
  );
}
