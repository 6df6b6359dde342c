import type { Member } from '@gatherly/shared';
import { Modal, Typography } from 'antd';
import { useChangeRole } from '../common/members-queries';
import { type InvitableRole, ROLE_CHANGE_NOTE, ROLE_LABEL } from './member-rules';

export interface RoleChange {
  member: Member;
  role: InvitableRole;
}

/** The 'Change Member Role' confirmation (spec section 2), naming the member, the old and the new role. */
export function ChangeRoleDialog({
  eventId,
  change,
  onClose,
}: {
  eventId: string;
  change: RoleChange | null;
  onClose: () => void;
}) {
  const changeRole = useChangeRole(eventId);
  return (
    <Modal
      title="Change Member Role"
      open={Boolean(change)}
      onCancel={onClose}
      onOk={() =>
        change && changeRole.mutate({ userId: change.member.userId, role: change.role }, { onSuccess: onClose })
      }
      okText={changeRole.isPending ? 'Updating...' : 'Change Role'}
      okButtonProps={{ disabled: changeRole.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
    >
      {change && (
        <>
          <Typography.Paragraph>
            Change {change.member.user.displayName}&apos;s role from {ROLE_LABEL[change.member.role]} to{' '}
            {ROLE_LABEL[change.role]}?
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{ROLE_CHANGE_NOTE[change.role]}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
