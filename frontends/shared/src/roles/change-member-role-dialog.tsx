import { Modal, Typography } from 'antd';
import type { Member } from '../api/types';
import { ROLE_EXPLANATION, roleChangeQuestion } from './role-change';
import type { AssignableRole } from './role-labels';
import { useChangeRole } from './use-change-role';

/** A member and the role they are about to get. */
export interface RoleChange {
  member: Member;
  role: AssignableRole;
}

/**
 * The 'Change Member Role' confirmation (spec section 2): names the member, the old and the new role and
 * what the new role means; closes once the role is changed, stays open (the error toasted) if it fails.
 * `change` null keeps it closed.
 */
export function ChangeMemberRoleDialog({
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
      cancelText="Cancel"
      okButtonProps={{ disabled: changeRole.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
    >
      {change && (
        <>
          <Typography.Paragraph>
            {roleChangeQuestion(change.member.user.displayName, change.member.role, change.role)}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{ROLE_EXPLANATION[change.role]}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
