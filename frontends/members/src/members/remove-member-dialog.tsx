import type { Member } from '@gatherly/shared';
import { Modal, Typography } from 'antd';
import { useRemoveMember } from '../common/members-queries';

/** The 'Remove Member' confirmation of spec section 2; `member` null keeps it closed. */
export function RemoveMemberDialog({
  eventId,
  member,
  onClose,
}: {
  eventId: string;
  member: Member | null;
  onClose: () => void;
}) {
  const remove = useRemoveMember(eventId);
  return (
    <Modal
      title="Remove Member"
      open={Boolean(member)}
      onCancel={onClose}
      onOk={() => member && remove.mutate(member.userId, { onSuccess: onClose })}
      okText={remove.isPending ? 'Removing...' : 'Remove Member'}
      okButtonProps={{ danger: true, disabled: remove.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
    >
      <Typography.Paragraph>
        Are you sure you want to remove {member?.user.displayName} from this event? This action cannot be undone and
        they will lose access to all event information.
      </Typography.Paragraph>
    </Modal>
  );
}
