import type { CommentSubjectKind } from '@gatherly/shared';
import { CommentThread } from '@gatherly/shared/ui';
import { Drawer } from 'antd';

/** What the drawer shows the comments of. */
export interface CommentedSubject {
  kind: CommentSubjectKind;
  id: string;
  /** The carpool's route or the stay's name, as its card shows it. */
  title: string;
}

/** A carpool's or stay's comments beside the list; the whole width of a phone. */
export function CommentsDrawer({
  eventId,
  subject,
  onClose,
}: {
  eventId: string;
  subject: CommentedSubject | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={subject !== null}
      onClose={onClose}
      size="min(480px, 100vw)"
      title={subject ? `Comments: ${subject.title}` : 'Comments'}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {subject && (
        <CommentThread
          eventId={eventId}
          subjectKind={subject.kind}
          subjectId={subject.id}
          subjectTitle={subject.title}
        />
      )}
    </Drawer>
  );
}
