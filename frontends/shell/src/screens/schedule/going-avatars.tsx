import type { ScheduleItem } from '@gatherly/shared';
import { loadedOnOpen, UserAvatar, VisuallyHidden } from '@gatherly/shared/ui';
import { Avatar, Button, Typography } from 'antd';
import { useState } from 'react';
import { answersText } from './rsvp-answer';

const RespondentsDialog = loadedOnOpen(
  () => import('./respondents-dialog').then(({ RespondentsDialog }) => RespondentsDialog),
  ({ open }) => open,
);

/** Avatars shown before the '+N': four and a counter fit beside the answer on a phone. */
const SHOWN = 4;

/** Who is going, as faces and a '+N', and every answer counted; a tap lists everyone who answered. */
export function GoingAvatars({ eventId, item }: { eventId: string; item: ScheduleItem }) {
  const [open, setOpen] = useState(false);
  const answers = answersText(item.rsvpCounts);
  if (!answers) return <Typography.Text type="secondary">No one has answered yet</Typography.Text>;
  const shown = item.goingPreview.slice(0, SHOWN);
  const overflow = item.rsvpCounts.going - shown.length;
  return (
    <>
      <Button
        type="text"
        onClick={() => setOpen(true)}
        style={{
          height: 'auto',
          paddingInline: 4,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          maxWidth: '100%',
          whiteSpace: 'normal',
          textAlign: 'start',
        }}
      >
        <VisuallyHidden>{`See who answered for ${item.title}: `}</VisuallyHidden>
        {shown.length > 0 && (
          <span aria-hidden>
            <Avatar.Group size="small">
              {shown.map((person) => (
                <UserAvatar key={person.id} name={person.displayName} photoURL={person.photoURL} size={24} />
              ))}
              {overflow > 0 && <Avatar size={24}>{`+${overflow}`}</Avatar>}
            </Avatar.Group>
          </span>
        )}
        <Typography.Text type="secondary">{answers}</Typography.Text>
      </Button>
      <RespondentsDialog eventId={eventId} item={item} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
